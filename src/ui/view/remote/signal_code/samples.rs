//! Session descriptions as browsers write them for a data channel with ICE gathered in full
//! (no trickle), for the tests. Ids, passwords, fingerprints and addresses are made up (the
//! addresses from the documentation ranges), with the lengths and shapes browsers use.

/// Chromium offer: two mDNS host candidates (IPv4 and IPv6 interfaces), a server-reflexive
/// one and a TCP host one.
pub const CHROMIUM_OFFER: &str = "\
    v=0\r\n\
    o=- 1447112186882221951 2 IN IP4 127.0.0.1\r\n\
    s=-\r\n\
    t=0 0\r\n\
    a=group:BUNDLE 0\r\n\
    a=extmap-allow-mixed\r\n\
    a=msid-semantic: WMS\r\n\
    m=application 54876 UDP/DTLS/SCTP webrtc-datachannel\r\n\
    c=IN IP4 203.0.113.58\r\n\
    a=candidate:7000920842 1 udp 2113937151 9c6ab710-4a08-4720-8ede-24428a013fda.local 54876 typ host generation 0 network-cost 999\r\n\
    a=candidate:3755557184 1 udp 2113939711 d3b9c9d9-a754-4c3e-9f33-44d507b07fa3.local 54877 typ host generation 0 network-cost 999\r\n\
    a=candidate:5246911810 1 udp 1677729535 203.0.113.58 54876 typ srflx raddr 0.0.0.0 rport 0 generation 0 network-cost 999\r\n\
    a=candidate:2982269194 1 tcp 1518280447 9c6ab710-4a08-4720-8ede-24428a013fda.local 9 typ host tcptype active generation 0 network-cost 999\r\n\
    a=ice-ufrag:Fdju\r\n\
    a=ice-pwd:ZSiZdFJ2mJo/NqNNGkrFOpd0\r\n\
    a=ice-options:trickle\r\n\
    a=fingerprint:sha-256 95:5F:AE:AA:20:3F:F8:F8:85:55:9D:76:FB:D9:CC:9F:B9:45:9A:06:3A:18:C1:E0:4F:B8:E4:4C:2A:06:DF:04\r\n\
    a=setup:actpass\r\n\
    a=mid:0\r\n\
    a=sctp-port:5000\r\n\
    a=max-message-size:262144\r\n\
";

/// Chromium answer: one mDNS host candidate and a server-reflexive one.
pub const CHROMIUM_ANSWER: &str = "\
    v=0\r\n\
    o=- 4511173835345395160 2 IN IP4 127.0.0.1\r\n\
    s=-\r\n\
    t=0 0\r\n\
    a=group:BUNDLE 0\r\n\
    a=extmap-allow-mixed\r\n\
    a=msid-semantic: WMS\r\n\
    m=application 61204 UDP/DTLS/SCTP webrtc-datachannel\r\n\
    c=IN IP4 198.51.100.201\r\n\
    a=candidate:6646406054 1 udp 2113937151 f9064f43-f6a9-4307-ace1-04b7f94d8a06.local 61204 typ host generation 0 network-cost 999\r\n\
    a=candidate:5306199633 1 udp 1677729535 198.51.100.201 61204 typ srflx raddr 0.0.0.0 rport 0 generation 0 network-cost 999\r\n\
    a=ice-ufrag:5mT+\r\n\
    a=ice-pwd:9wpFQ9Xnyz9mnYowuScvVMyS\r\n\
    a=ice-options:trickle\r\n\
    a=fingerprint:sha-256 47:64:4E:37:A4:65:9D:69:0D:90:C8:3F:83:DE:2F:27:1E:60:43:F8:02:B5:EA:FE:D2:62:50:02:3A:59:0E:BC\r\n\
    a=setup:active\r\n\
    a=mid:0\r\n\
    a=sctp-port:5000\r\n\
    a=max-message-size:262144\r\n\
";

/// Firefox offer: its own order of lines, upper-case transports, `a=end-of-candidates`.
pub const FIREFOX_OFFER: &str = "\
    v=0\r\n\
    o=mozilla...THIS_IS_SDPARTA-128.0 5894283201341274999 0 IN IP4 0.0.0.0\r\n\
    s=-\r\n\
    t=0 0\r\n\
    a=sendrecv\r\n\
    a=fingerprint:sha-256 03:D9:83:C5:82:3C:D4:BB:D2:15:F0:B5:EA:C5:5B:7A:80:02:40:AF:74:44:72:3A:17:11:AD:37:85:83:A5:06\r\n\
    a=group:BUNDLE 0\r\n\
    a=ice-options:trickle\r\n\
    a=msid-semantic:WMS *\r\n\
    m=application 50931 UDP/DTLS/SCTP webrtc-datachannel\r\n\
    c=IN IP4 192.0.2.144\r\n\
    a=candidate:0 1 UDP 2122252543 d83e89e6-8bd2-48cc-8b2f-313b30c61cc1.local 50931 typ host\r\n\
    a=candidate:2 1 TCP 2105524479 d83e89e6-8bd2-48cc-8b2f-313b30c61cc1.local 9 typ host tcptype active\r\n\
    a=candidate:1 1 UDP 1686052863 192.0.2.144 50931 typ srflx raddr 0.0.0.0 rport 0\r\n\
    a=sendrecv\r\n\
    a=end-of-candidates\r\n\
    a=ice-pwd:bf517746b6a27f69cfa03e17fff593fd\r\n\
    a=ice-ufrag:545209dc\r\n\
    a=mid:0\r\n\
    a=setup:actpass\r\n\
    a=sctp-port:5000\r\n\
    a=max-message-size:1073741823\r\n\
";

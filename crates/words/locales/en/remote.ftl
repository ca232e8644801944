# English: playing on several devices: the host's list of guests and its invitations, the
# guest's page and bar, QR codes and the camera, the codes passed between devices, and what
# goes wrong with a connection.

## The host's list of guests

remote-seats-title = Players on their own devices
remote-invite-spectator = Invite someone to watch
remote-away-label = When someone's connection is lost
remote-away-wait = Wait for them
remote-away-after-seconds = { $n ->
    [one] A bot plays for them after { $n } second
   *[other] A bot plays for them after { $n } seconds
}
remote-away-after-minutes = { $n ->
    [one] A bot plays for them after { $n } minute
   *[other] A bot plays for them after { $n } minutes
}
remote-here = Here
remote-away-bot = Away: a bot plays for them
remote-away-lost = Away: the connection was lost
remote-not-joined = Not joined yet
remote-bot-in = A bot plays for them in { $n } s.
remote-game-waits = The game waits for them.
remote-invite-seat = Invite { $name }
remote-new-code = New code for { $name }
remote-let-bot = Let a bot play for them
remote-wait-instead = Wait for them instead

## What the host is told

remote-joined = { $name } joined from their own device.
remote-spectator-joined = A spectator joined: they see the table as an onlooker, no one's cards.
remote-guest-incompatible = A device running { -app-name } { $guest } tried to join: this device runs version { $mine }. Both need the same version: reload the app on both while online.
remote-away-too-long = { $name } has been away too long: a bot plays for them until they are back.

## The invitation dialog

remote-invite-preparing = Preparing the invitation…
remote-connecting-seat = Connecting to { $name }'s phone…
remote-connecting-watch = Connecting to their phone…
remote-qr-failed = { $why } Send the link instead.
remote-invite-step-one-seat = On { $name }'s phone, scan this code with the camera, or send them the link. It works for 30 minutes, once.
remote-invite-step-one-watch = On their phone, scan this code with the camera, or send them the link. It works for 30 minutes, once.
remote-invite-link-label = The invitation's link
remote-copied = Copied
remote-copy-link = Copy the link
remote-invite-step-two-seat = { $name }'s phone then shows a code of its own. Scan it, or paste its text here:
remote-invite-step-two-watch = Their phone then shows a code of its own. Scan it, or paste its text here:
remote-scan-their-code = Scan their code with the camera
remote-their-code-seat = { $name }'s code
remote-their-code-watch = Their code
remote-paste-placeholder = Paste their code here
remote-connect = Connect
remote-close = Close

## Making the invitation and connecting, on the host's device

remote-servers-unreadable = The servers in Settings (Playing on several devices) cannot be read. { $why }
remote-invite-not-made = The invitation could not be made: { $why }.
remote-connect-failed = The devices could not connect: { $why }. Make a new invitation and try again.
remote-host-no-connection = The devices could not connect. Make a new invitation and try again; on different networks, see Settings → Playing on several devices.

## The connection's own reasons (put into the sentences above)

remote-rtc-no-reason = the browser gave no reason
remote-rtc-cannot-open = this browser cannot open a connection to another device ({ $why })
remote-rtc-no-description = the browser gave no description of this device
remote-rtc-offer-failed = the invitation could not be made ({ $why })
remote-rtc-answer-unusable = the answer could not be used ({ $why })
remote-rtc-offer-unusable = the invitation could not be used ({ $why })
remote-rtc-answer-failed = the answer could not be made ({ $why })

## The servers in Settings

remote-ice-not-address = Line { $line }: "{ $url }" is not a server's address: it starts with stun: or turn:, as in stun:stun.example.org:3478.
remote-ice-after-address = Line { $line }: after the address come a user name and a password (for a TURN server), or nothing.
remote-ice-turn-needs-user = Line { $line }: a TURN server needs its user name and password after the address.

## The guest's bar

remote-guest-leave = ← Leave
remote-guest-on-table = On the host's table
remote-guest-leave-title = Leave the host's table?
remote-guest-leave-text = The game goes on there without you: the host may let a bot play for you. To come back, ask the host for a new invitation.
remote-guest-leave-yes = Leave the table
remote-guest-stay = Stay

## The guest's page

remote-guest-joining-title = Joining a table
remote-guest-joining = Reading the invitation and preparing this device's answer…
remote-guest-problem-title = This invitation cannot be used
remote-guest-open-parlour = Open the parlour instead
remote-guest-plays-as = You play as { $name }.
remote-guest-watches = You watch this table.
remote-guest-connected = Connected
remote-guest-not-connected = Not connected
remote-guest-lost = The connection to the host was lost. Your seat is kept: ask the host for a new code for your seat, then open it on this device.
remote-answer-title = Show this to the host
remote-answer-how = The host scans this code with their device, or you copy the text and send it to them.
remote-answer-label = This device's answer
remote-answer-copy = Copy the text
remote-answer-waiting = Waiting for the host to scan it… The table opens here as soon as they have.

## What goes wrong on the guest's device

remote-guest-cannot-answer = This device could not answer the invitation: { $why }. Ask the host for a new one.
remote-guest-no-connection = The devices could not connect. Ask the host for a new invitation; on different networks, see Settings → Playing on several devices on both devices.
remote-refused = The host did not take that: { $reason }.
remote-not-sent = Not sent: { $why }.
remote-not-at-table = you are not at a table
remote-incompatible-offline = The host runs { -app-name } version { $app }, protocol { $protocol }, and this device runs version { $mine }. This device is offline, so it cannot update: it can join once it has been online and reloaded.
remote-incompatible = The host runs { -app-name } version { $app }, protocol { $protocol }, and this device runs version { $mine }. Reload this page to update, then ask the host for a new invitation.

## The codes passed between devices

remote-code-empty = There is no code here yet: paste or scan the whole code.
remote-code-not-a-code = This is not a { -app-name } invitation or answer: copy the whole code again.
remote-code-damaged = This code is incomplete or damaged: copy the whole code again, or scan it again from closer.
remote-code-newer = This code was made by a newer version of { -app-name }: update this app first (reload while online).
remote-code-older = This code was made by an older version of { -app-name }: update the other device's app (reload while online), then make a new code.
remote-code-answer-not-offer = This is an answer code: show it to the host, who scans it.
remote-code-offer-not-answer = This is an invitation: open it on the device that will join.
remote-code-expired = This invitation has expired: ask the host for a new one.
remote-code-other-table = This code is for another table.
remote-code-other-seat = This answer is for another seat's invitation: scan the answer from the device you invited to this seat.

## QR codes and the camera

remote-qr-title = QR code to scan with the other device's camera
remote-qr-too-long = This is too long for a QR code: { $n } characters, where at most { $max } fit.
remote-qr-cannot-draw = This cannot be drawn as a QR code ({ $why }).
remote-qr-not-drawn = The QR code could not be drawn.
remote-qr-wrong-size = The camera picture is not the size it says ({ $width } × { $height } pixels, { $bytes } bytes).
remote-qr-none = No QR code found: hold the code steady inside the frame, in good light.
remote-qr-unreadable = A QR code is in view but cannot be read yet: hold it steadier, a little further away, or in better light.
remote-camera-picture = The camera's picture
remote-scan-hold = Hold the code inside the picture.
remote-scan-stop = Stop the camera
remote-camera-not-allowed = The camera was not allowed. Allow it in the browser's settings, or paste the text instead.
remote-camera-none = This device has no camera to use: paste the text instead.
remote-camera-busy = The camera is busy in another app: close it there, or paste the text instead.
remote-camera-failed = The camera could not be opened: paste the text instead.
remote-camera-unavailable = This browser cannot use a camera here: paste the text instead.

//! The STUN and TURN servers a host's connections use, as the settings hold them: one a
//! line, `URL` or `URL USERNAME CREDENTIAL` (a TURN server's). Blank lines and lines starting
//! with `#` are skipped.

use super::rtc::IceServer;
use crate::ui::model::lang::{say_with, Msg, Value};

/// The servers in `text`, or what is wrong with a line, in words.
pub fn parse(text: &str) -> Result<Vec<IceServer>, String> {
    let mut servers = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let number = Value::Number((i + 1) as f64);
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let parts: Vec<&str> = line.split_whitespace().collect();
        let url = parts[0];
        let scheme = url.split(':').next().unwrap_or_default();
        if !matches!(scheme, "stun" | "stuns" | "turn" | "turns") || !url.contains(':') {
            return Err(say_with(
                Msg::RemoteIceNotAddress,
                &[("line", number), ("url", Value::Text(url))],
            ));
        }
        let (username, credential) = match parts[1..] {
            [] => (String::new(), String::new()),
            [user, password] => (user.to_string(), password.to_string()),
            _ => return Err(say_with(Msg::RemoteIceAfterAddress, &[("line", number)])),
        };
        if scheme.starts_with("turn") && username.is_empty() {
            return Err(say_with(Msg::RemoteIceTurnNeedsUser, &[("line", number)]));
        }
        servers.push(IceServer {
            url: url.to_string(),
            username,
            credential,
        });
    }
    Ok(servers)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_list_and_a_turn_server_are_read_and_mistakes_named() {
        let read = parse(&crate::ui::model::settings::default_ice_servers()).unwrap();
        assert_eq!(read.len(), 2);
        assert!(read.iter().all(|s| s.url.starts_with("stun:")));
        let turn = parse("# mine\n\nturn:turn.example.org:3478 ann s3cret\n").unwrap();
        assert_eq!(
            turn,
            vec![IceServer {
                url: "turn:turn.example.org:3478".into(),
                username: "ann".into(),
                credential: "s3cret".into(),
            }]
        );
        assert!(parse("").unwrap().is_empty());
        assert!(parse("stun.example.org").unwrap_err().contains("Line 1"));
        assert!(parse("stun:a:1\nturn:b:2").unwrap_err().contains("Line 2"));
        assert!(parse("stun:a:1 only-a-name")
            .unwrap_err()
            .contains("user name"));
    }
}

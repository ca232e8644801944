//! Versioned saves: every stored game is wrapped with the format version it was written in,
//! so an old or corrupt save is recognised and reported instead of misread.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Serialize, Deserialize)]
struct Envelope<T> {
    version: u32,
    data: T,
}

#[derive(Deserialize)]
struct VersionOnly {
    version: u32,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SaveError {
    /// Not JSON, or not the expected shape.
    Corrupt(String),
    /// Written by another (older or newer) version of the format.
    WrongVersion { found: u32, expected: u32 },
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveError::Corrupt(why) => write!(f, "the saved data is damaged ({why})"),
            SaveError::WrongVersion { found, expected } => write!(
                f,
                "the save was written in format version {found}, this version reads {expected}"
            ),
        }
    }
}

impl std::error::Error for SaveError {}

impl SaveError {
    /// Why, said for the player: the detail of damaged data (where the JSON breaks) is left
    /// to the English of the command line.
    pub fn said(&self) -> trumps_words::Said {
        use trumps_words::{Msg, Said};
        match self {
            SaveError::Corrupt(_) => Said::new(Msg::SaveDataDamaged),
            SaveError::WrongVersion { found, expected } => Said::new(Msg::SaveOtherVersion)
                .num("found", *found)
                .num("expected", *expected),
        }
    }
}

/// Serialises `data` with its format `version`.
pub fn encode<T: Serialize>(version: u32, data: &T) -> String {
    // Serialising our own plain data types cannot fail (no maps with non-string keys).
    serde_json::to_string(&Envelope { version, data }).unwrap_or_default()
}

/// Reads data written by [`encode`], checking the version first.
pub fn decode<T: DeserializeOwned>(expected: u32, text: &str) -> Result<T, SaveError> {
    let head: VersionOnly =
        serde_json::from_str(text).map_err(|e| SaveError::Corrupt(e.to_string()))?;
    if head.version != expected {
        return Err(SaveError::WrongVersion {
            found: head.version,
            expected,
        });
    }
    let env: Envelope<T> =
        serde_json::from_str(text).map_err(|e| SaveError::Corrupt(e.to_string()))?;
    Ok(env.data)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_errors() {
        let s = encode(3, &vec![1, 2, 3]);
        assert_eq!(decode::<Vec<i32>>(3, &s), Ok(vec![1, 2, 3]));
        assert_eq!(
            decode::<Vec<i32>>(4, &s),
            Err(SaveError::WrongVersion {
                found: 3,
                expected: 4
            })
        );
        assert!(matches!(
            decode::<Vec<i32>>(3, "{not json"),
            Err(SaveError::Corrupt(_))
        ));
        assert!(matches!(
            decode::<Vec<i32>>(3, r#"{"version":3,"data":"x"}"#),
            Err(SaveError::Corrupt(_))
        ));
    }
}

//! One player's task chips: at most five, kept sorted, held in a small fixed array. Copying a
//! table's chips (every view does) is a plain copy of a few bytes. Read as a slice of tasks;
//! saved as a plain list.

use super::tasks::{Task, CHIPS_PER_PLAYER};
use serde::{de, Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::ops::Deref;

#[derive(Clone, Copy)]
pub struct Chips {
    len: u8,
    /// The chips in `..len`, sorted; the rest is filler.
    tasks: [Task; CHIPS_PER_PLAYER],
}

const FILLER: Task = Task::NoTricks;

impl Chips {
    pub const fn new() -> Chips {
        Chips {
            len: 0,
            tasks: [FILLER; CHIPS_PER_PLAYER],
        }
    }

    /// These chips, sorted; `None` for more than five.
    pub fn from_slice(tasks: &[Task]) -> Option<Chips> {
        let mut chips = Chips::new();
        for &t in tasks {
            if !chips.insert(t) {
                return None;
            }
        }
        Some(chips)
    }

    pub fn as_slice(&self) -> &[Task] {
        &self.tasks[..self.len as usize]
    }

    /// Adds a chip at its place; `false` (and no change) if five are held already.
    pub fn insert(&mut self, task: Task) -> bool {
        let len = self.len as usize;
        if len == CHIPS_PER_PLAYER {
            return false;
        }
        let at = self.as_slice().partition_point(|&t| t <= task);
        self.tasks.copy_within(at..len, at + 1);
        self.tasks[at] = task;
        self.len += 1;
        true
    }

    /// Takes one chip of this task away; `false` if none is held.
    pub fn remove(&mut self, task: Task) -> bool {
        let len = self.len as usize;
        let Some(i) = self.as_slice().iter().position(|&t| t == task) else {
            return false;
        };
        self.tasks.copy_within(i + 1..len, i);
        self.tasks[len - 1] = FILLER;
        self.len -= 1;
        true
    }
}

impl Default for Chips {
    fn default() -> Self {
        Chips::new()
    }
}

impl Deref for Chips {
    type Target = [Task];
    fn deref(&self) -> &[Task] {
        self.as_slice()
    }
}

impl<'a> IntoIterator for &'a Chips {
    type Item = &'a Task;
    type IntoIter = std::slice::Iter<'a, Task>;
    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}

impl PartialEq for Chips {
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl Eq for Chips {}

impl fmt::Debug for Chips {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl Serialize for Chips {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.as_slice().serialize(s)
    }
}

impl<'de> Deserialize<'de> for Chips {
    /// A saved list of at most five chips (kept sorted whatever order it was written in).
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let tasks = Vec::<Task>::deserialize(d)?;
        Chips::from_slice(&tasks).ok_or_else(|| {
            de::Error::custom(format!(
                "a player holds {} chips; nobody holds more than {CHIPS_PER_PLAYER}",
                tasks.len()
            ))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(code: &str) -> Task {
        code.parse().expect("a task")
    }

    #[test]
    fn sorted_at_most_five_and_saved_as_a_list() {
        let mut chips = Chips::from_slice(&[t("most"), t("exactly-2"), t("most")]).expect("3");
        assert_eq!(chips.to_vec(), [t("exactly-2"), t("most"), t("most")]);
        assert!(chips.insert(t("no-red")) && chips.insert(t("zero")));
        assert!(!chips.insert(t("fewest")), "five is the most");
        assert!(chips.remove(t("most")) && chips.remove(t("most")) && !chips.remove(t("most")));
        assert_eq!(chips.to_vec(), [t("exactly-2"), t("no-red"), t("zero")]);
        let json = serde_json::to_string(&chips).expect("serialises");
        assert_eq!(json, r#"["exactly-2","no-red","zero"]"#);
        let back: Chips = serde_json::from_str(r#"["zero","exactly-2","no-red"]"#).expect("reads");
        assert_eq!(back, chips);
        let six = r#"["zero","zero","most","most","last","last"]"#;
        assert!(serde_json::from_str::<Chips>(six)
            .is_err_and(|e| e.to_string().contains("six") || e.to_string().contains("6 chips")));
        assert_eq!(Chips::from_slice(&[t("zero"); 6]), None);
        let emptied = Chips::from_slice(&[t("zero")]).map(|mut c| {
            c.remove(t("zero"));
            c
        });
        assert_eq!(emptied, Some(Chips::new()));
    }
}

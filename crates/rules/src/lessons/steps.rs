//! A lesson's number of steps, counted from its file when the program is compiled
//! ([`script_steps`] is a `const fn`): a page that shows how far a lesson has come then
//! carries the count, not the lesson's text.

/// The number of entries of the lesson file's `"script"` array (its steps: see
/// [`super::Lesson::steps`]); 0 for an empty text or a file without one. The file is read as
/// JSON only as far as counting needs: strings are skipped (escapes included) and the
/// entries are the array's top-level values.
pub const fn script_steps(text: &str) -> usize {
    let b = text.as_bytes();
    let key = b"\"script\"";
    // Where the key ends.
    let mut i = 0;
    let mut found = None;
    while i + key.len() <= b.len() {
        let mut k = 0;
        while k < key.len() && b[i + k] == key[k] {
            k += 1;
        }
        if k == key.len() {
            found = Some(i + key.len());
            break;
        }
        i += 1;
    }
    let Some(mut i) = found else {
        return 0;
    };
    // The array's opening bracket.
    while i < b.len() && b[i] != b'[' {
        i += 1;
    }
    i += 1;
    let mut depth = 0usize;
    let mut entries = 0;
    let mut in_entry = false;
    while i < b.len() {
        let c = b[i];
        if c == b'"' {
            // A string: to its closing quote, past escapes.
            i += 1;
            while i < b.len() && b[i] != b'"' {
                if b[i] == b'\\' {
                    i += 1;
                }
                i += 1;
            }
            if !in_entry && depth == 0 {
                in_entry = true;
                entries += 1;
            }
        } else if c == b'[' || c == b'{' {
            if !in_entry && depth == 0 {
                in_entry = true;
                entries += 1;
            }
            depth += 1;
        } else if c == b']' || c == b'}' {
            if depth == 0 {
                return entries;
            }
            depth -= 1;
        } else if c == b',' && depth == 0 {
            in_entry = false;
        } else if !c.is_ascii_whitespace() && !in_entry && depth == 0 {
            in_entry = true;
            entries += 1;
        }
        i += 1;
    }
    entries
}

#[cfg(test)]
mod tests {
    use super::script_steps;

    #[test]
    fn counts_the_top_level_entries_of_the_script() {
        assert_eq!(script_steps(""), 0);
        assert_eq!(script_steps(r#"{"title": "x"}"#), 0);
        assert_eq!(script_steps(r#"{"script": []}"#), 0);
        assert_eq!(
            script_steps(r#"{"script": [{"a": [1, 2]}, "b,]", 3, {"c": "\"]"}], "end": [9]}"#),
            4
        );
    }

    #[test]
    fn every_lesson_counts_as_its_file_reads() {
        for (id, steps) in crate::registry::lesson_steps_listed() {
            let text = crate::registry::about(id).map_or("", |e| e.lesson_text());
            let file: serde_json::Value = serde_json::from_str(text).expect("a lesson file");
            let read = file["script"].as_array().map_or(0, Vec::len);
            assert_eq!(steps, read, "{id}");
            assert!(steps > 0, "{id}");
        }
    }
}

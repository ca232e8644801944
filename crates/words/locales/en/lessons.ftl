# The guided lessons' own words: each game's title, "what's different" lines, coach's lines
# and last words. English's are not written here: the build reads them from the lessons'
# files (crates/rules/lessons/<game>.json) as lesson-<game>-title, lesson-<game>-intro-<n>,
# lesson-<game>-coach-<n> (n from 1, the n-th line of the file's list) and lesson-<game>-end.
# The other languages translate each of them in their lessons.ftl.

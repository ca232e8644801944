# Top Trumps' built-in packs (crates/rules/packs/*.json) in words: their names, descriptions,
# sources, licences, attributes (label and unit) and cards. English's are not written here: the
# build reads them from the packs' files as pack-<pack>-name, -description, -licence,
# -source-<n>, -attr-<key>, -unit-<key>, -card-<n> and -card-<n>-description (n from 1: the
# n-th of the file's list; see crates/words/build.rs). The other languages translate each of
# them in their packs.ftl. A pack's values are not words: only how a number is written is.

## Numbers as the language writes them: 12,742.5
pack-figure-thousands = ,
pack-figure-decimal = .
# A value and its unit: "12,742 km".
pack-value = { $number } { $unit }

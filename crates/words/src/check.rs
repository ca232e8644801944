//! The catalogues read and checked (by `build.rs`, and by the tests on broken catalogues):
//! every language has exactly English's messages, each with the same arguments, and plural
//! variants only of categories the language has (always with a default). A message is
//! compiled to one line of the pattern form `crate::pattern` reads.
//!
//! Fluent terms (`-trick = Stich`) are the glossary: a message names them (`{ -trick }`) and
//! they are written into it here, so every message says a game's terms the same way.

use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};

/// The languages, English first (the one every other is checked against), with the plural
/// categories each has for whole numbers (CLDR).
pub const LANGUAGES: [(&str, &[&str]); 3] = [
    ("en", &["one", "other"]),
    ("de", &["one", "other"]),
    ("id", &["other"]),
];

/// One message of a catalogue, compiled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Compiled {
    pub id: String,
    /// Its pattern as one line (see `crate::pattern`).
    pub line: String,
    /// The arguments it names.
    pub args: BTreeSet<String>,
}

/// A catalogue's messages in the order written, or what is wrong with it.
pub fn compile(lang: &str, source: &str) -> Result<Vec<Compiled>, Vec<String>> {
    let categories = LANGUAGES
        .iter()
        .find(|(l, _)| *l == lang)
        .map(|(_, c)| *c)
        .unwrap_or(&["other"]);
    let resource = match fluent_syntax::parser::parse(source) {
        Ok(r) => r,
        Err((_, errors)) => {
            return Err(errors
                .iter()
                .map(|e| {
                    format!(
                        "{lang}: cannot read the catalogue at byte {}: {:?}",
                        e.pos.start, e.kind
                    )
                })
                .collect())
        }
    };
    let mut terms = BTreeMap::new();
    for entry in &resource.body {
        if let ast::Entry::Term(t) = entry {
            let mut c = Compiler::new(lang, categories, &terms);
            let line = c.pattern(&t.value);
            if !c.args.is_empty() {
                c.problems.push(format!(
                    "{lang}: term -{} names an argument: a term is plain words",
                    t.id.name
                ));
            }
            if !c.problems.is_empty() {
                return Err(c.problems);
            }
            terms.insert(t.id.name.to_string(), line);
        }
    }
    let mut out = Vec::new();
    let mut problems = Vec::new();
    for entry in &resource.body {
        if let ast::Entry::Message(m) = entry {
            let id = m.id.name.to_string();
            let Some(value) = &m.value else {
                problems.push(format!("{lang}: {id} has no words"));
                continue;
            };
            if out.iter().any(|c: &Compiled| c.id == id) {
                problems.push(format!("{lang}: {id} is written twice"));
                continue;
            }
            let mut c = Compiler::new(lang, categories, &terms);
            let line = c.pattern(value);
            for p in c.problems {
                problems.push(format!("{lang}: {id}: {p}"));
            }
            out.push(Compiled {
                id,
                line,
                args: c.args,
            });
        }
    }
    if problems.is_empty() {
        Ok(out)
    } else {
        Err(problems)
    }
}

/// What is wrong between English and another language's catalogue: a message missing, one
/// English does not have (unused), or another set of arguments.
pub fn compare(en: &[Compiled], lang: &str, other: &[Compiled]) -> Vec<String> {
    let mut problems = Vec::new();
    for m in en {
        match other.iter().find(|o| o.id == m.id) {
            None => problems.push(format!("{lang}: {} is missing", m.id)),
            Some(o) if o.args != m.args => problems.push(format!(
                "{lang}: {} names the arguments {:?}, and English {:?}",
                m.id, o.args, m.args
            )),
            Some(_) => {}
        }
    }
    for o in other {
        if !en.iter().any(|m| m.id == o.id) {
            problems.push(format!(
                "{lang}: {} is not an English message (unused)",
                o.id
            ));
        }
    }
    problems
}

struct Compiler<'a> {
    lang: &'a str,
    categories: &'a [&'a str],
    terms: &'a BTreeMap<String, String>,
    args: BTreeSet<String>,
    problems: Vec<String>,
}

impl<'a> Compiler<'a> {
    fn new(lang: &'a str, categories: &'a [&'a str], terms: &'a BTreeMap<String, String>) -> Self {
        Compiler {
            lang,
            categories,
            terms,
            args: BTreeSet::new(),
            problems: Vec::new(),
        }
    }

    fn pattern(&mut self, p: &ast::Pattern<&str>) -> String {
        let mut line = String::new();
        for e in &p.elements {
            match e {
                ast::PatternElement::TextElement { value } => escape_into(&mut line, value),
                ast::PatternElement::Placeable { expression } => {
                    self.expression(expression, &mut line)
                }
            }
        }
        line
    }

    fn expression(&mut self, e: &ast::Expression<&str>, line: &mut String) {
        match e {
            ast::Expression::Inline(i) => self.inline(i, line),
            ast::Expression::Select { selector, variants } => {
                let ast::InlineExpression::VariableReference { id } = selector else {
                    self.problems
                        .push("a choice is made only on an argument".into());
                    return;
                };
                self.args.insert(id.name.to_string());
                line.push('{');
                line.push_str(id.name);
                if !variants.iter().any(|v| v.default) {
                    self.problems
                        .push(format!("the choice on ${} has no default (*)", id.name));
                }
                for v in variants {
                    line.push('|');
                    if v.default {
                        line.push('*');
                    }
                    match &v.key {
                        ast::VariantKey::NumberLiteral { value } => {
                            line.push('=');
                            line.push_str(value);
                        }
                        ast::VariantKey::Identifier { name } => {
                            let plural =
                                ["zero", "one", "two", "few", "many", "other"].contains(name);
                            if plural && !self.categories.contains(name) {
                                self.problems.push(format!(
                                    "{} has no plural form \"{name}\" (it has {:?})",
                                    self.lang, self.categories
                                ));
                            }
                            line.push_str(name);
                        }
                    }
                    line.push(':');
                    let inner = self.pattern(&v.value);
                    line.push_str(&inner);
                }
                line.push('}');
            }
        }
    }

    fn inline(&mut self, i: &ast::InlineExpression<&str>, line: &mut String) {
        match i {
            ast::InlineExpression::VariableReference { id } => {
                self.args.insert(id.name.to_string());
                line.push('{');
                line.push_str(id.name);
                line.push('}');
            }
            ast::InlineExpression::StringLiteral { value } => escape_into(line, value),
            ast::InlineExpression::NumberLiteral { value } => escape_into(line, value),
            ast::InlineExpression::TermReference { id, .. } => match self.terms.get(id.name) {
                Some(t) => line.push_str(t),
                None => self.problems.push(format!(
                    "no term -{} (terms come before the messages)",
                    id.name
                )),
            },
            ast::InlineExpression::Placeable { expression } => self.expression(expression, line),
            _ => self
                .problems
                .push("only arguments, terms and choices are placed in words".into()),
        }
    }
}

/// Text written into a line: the pattern's own marks and line breaks escaped.
pub fn escape_into(line: &mut String, text: &str) {
    for ch in text.chars() {
        match ch {
            '\\' | '{' | '}' | '|' => {
                line.push('\\');
                line.push(ch);
            }
            '\n' => line.push_str("\\n"),
            _ => line.push(ch),
        }
    }
}

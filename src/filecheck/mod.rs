//! A FileCheck that judges like LLVM's (version 19): the same directives
//! (`CHECK`, `-NEXT`, `-SAME`, `-NOT`, `-DAG`, `-LABEL`, `-EMPTY`,
//! `-COUNT-n`, `COM:`), pattern syntax (`{{regex}}`, `[[VAR]]`,
//! `[[VAR:regex]]`, `[[#%x,N:]]`, `[[#N+1]]`, `@LINE`), options, messages
//! and exit statuses: 0 when the input matches, 1 when it does not, 2 for
//! a bad command line or check file.
//!
//! The pipeline: [`canon`] canonicalises both files, [`checkfile`] reads
//! the directives (with [`directive`] finding them and [`pattern`] /
//! [`expr`] / [`format`] parsing their patterns into the [`crate::ere`]
//! dialect, and [`search`] matching one pattern), [`check`] matches them
//! against the input in FileCheck's order, [`outcome`] reports each search, [`report`] renders messages
//! with the project's diagnostics, and [`dump`] draws the annotated input
//! shown on failure.

mod canon;
mod check;
mod checkfile;
mod directive;
mod dump;
mod expr;
mod format;
mod outcome;
mod pattern;
mod report;
mod search;
mod vars;

#[cfg(test)]
mod tests;

use check::{CheckString, Matcher, Settings};
use checkfile::Buffers;
use report::{Report, INPUT_BUF};
use vars::Vars;

/// When to draw the annotated input dump (`--dump-input`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub enum DumpInput {
    Never,
    #[default]
    Fail,
    Always,
    Help,
}

/// Which input lines the dump shows (`--dump-input-filter`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum DumpFilter {
    Error,
    Annotation,
    AnnotationFull,
    All,
}

/// Everything the command line can ask of a run.
#[derive(Clone, Debug, Default)]
pub struct Request {
    pub check_prefixes: Vec<String>,
    pub comment_prefixes: Vec<String>,
    pub implicit_check_not: Vec<String>,
    /// `-D` arguments as given (`NAME=value`, `#NAME=expr`).
    pub global_defines: Vec<String>,
    pub allow_empty_input: bool,
    pub allow_unused_prefixes: bool,
    pub match_full_lines: bool,
    pub strict_whitespace: bool,
    pub ignore_case: bool,
    pub enable_var_scope: bool,
    pub allow_deprecated_dag_overlap: bool,
    pub verbose: bool,
    pub verbose_verbose: bool,
    pub dump_input: DumpInput,
    /// `None`: `error` for `--dump-input=fail`, `all` for `always`.
    pub dump_input_filter: Option<DumpFilter>,
    /// Lines of context around filtered lines (default 5).
    pub dump_input_context: Option<usize>,
}

/// Exit status and the text FileCheck writes to stderr.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub code: i32,
    pub stderr: String,
}

/// Check the supplied prefixes the way FileCheck does before reading
/// anything: non-empty, `[A-Za-z0-9_-]`, unique among check and comment
/// prefixes. The error text is FileCheck's.
pub fn validate_prefixes(req: &Request) -> Result<(), String> {
    let mut seen: std::collections::HashSet<&str> = std::collections::HashSet::new();
    if req.check_prefixes.is_empty() {
        seen.insert("CHECK");
    }
    if req.comment_prefixes.is_empty() {
        seen.extend(["COM", "RUN"]);
    }
    for (kind, list) in [("check", &req.check_prefixes), ("comment", &req.comment_prefixes)] {
        for p in list {
            if p.is_empty() {
                return Err(format!("error: supplied {kind} prefix must not be the empty string\n"));
            }
            if !p.bytes().all(|c| c.is_ascii_alphanumeric() || c == b'_' || c == b'-') {
                return Err(format!(
                    "error: supplied {kind} prefix must start with a letter and contain only alphanumeric characters, hyphens, and underscores: '{p}'\n"
                ));
            }
            if !seen.insert(p) {
                return Err(format!(
                    "error: supplied {kind} prefix must be unique among check and comment prefixes: '{p}'\n"
                ));
            }
        }
    }
    Ok(())
}

/// A parsed check file, ready to judge inputs.
pub struct FileCheck {
    req: Request,
    check_name: String,
    checks: Vec<CheckString>,
    vars: Vars,
    report: Report,
    bytes: Vec<Vec<u8>>,
}

impl FileCheck {
    /// Read the check file. `Err` holds FileCheck's exit status and
    /// messages for a bad check file (or bad `-D`).
    pub fn new(req: &Request, check_name: &str, check_text: &[u8]) -> Result<FileCheck, Outcome> {
        let text = canon::canonicalize(check_text, req.strict_whitespace);
        let dump = req.dump_input != DumpInput::Never;
        let mut report = Report::new(check_name, &text, dump);
        let mut vars = Vars::new();
        let mut bufs = Buffers { bytes: vec![text.clone(), Vec::new()], report: &mut report };
        let read = checkfile::read(req, &text, &mut vars, &mut bufs);
        let bytes = bufs.bytes;
        match read {
            Ok(checks) => Ok(FileCheck {
                req: req.clone(),
                check_name: check_name.to_string(),
                checks,
                vars,
                report,
                bytes,
            }),
            Err(code) => Err(Outcome { code, stderr: report.out }),
        }
    }

    /// Judge `input` (named `input_name` in messages). `command_line` is
    /// echoed when the input is empty, as FileCheck does.
    pub fn check(mut self, input_name: &str, input: &[u8], command_line: &str) -> Outcome {
        if input.is_empty() && !self.req.allow_empty_input {
            let stderr = format!("FileCheck error: '{input_name}' is empty.\nFileCheck command line: {command_line}\n");
            return Outcome { code: 2, stderr };
        }
        let input = canon::canonicalize(input, self.req.strict_whitespace);
        self.report.set_input(input_name, &input);
        self.bytes[INPUT_BUF] = input.clone();
        let settings = Settings {
            verbose: self.req.verbose || self.req.verbose_verbose,
            verbose_verbose: self.req.verbose_verbose,
            enable_var_scope: self.req.enable_var_scope,
            allow_dag_overlap: self.req.allow_deprecated_dag_overlap,
        };
        let ok = {
            let mut m = Matcher {
                input: &input,
                vars: &mut self.vars,
                report: &mut self.report,
                settings,
                buffers: &self.bytes,
            };
            m.check_input(&self.checks)
        };
        let code = if ok { 0 } else { 1 };
        let mut stderr = std::mem::take(&mut self.report.out);
        let dump = self.req.dump_input;
        if dump == DumpInput::Always || (code == 1 && dump == DumpInput::Fail) {
            let filter = self.req.dump_input_filter.unwrap_or(if dump == DumpInput::Always {
                DumpFilter::All
            } else {
                DumpFilter::Error
            });
            let context = self.req.dump_input_context.unwrap_or(5);
            stderr.push_str(&format!(
                "\nInput file: {input_name}\nCheck file: {}\n\n-dump-input=help explains the following input dump.\n\n",
                self.check_name
            ));
            let annotations = self.report.annotations.take().unwrap_or_default();
            stderr.push_str(&dump::render(&input, &annotations, &self.report.sources, filter, context));
        }
        Outcome { code, stderr }
    }
}

/// Validate, read the check file and judge the input in one call.
pub fn run(req: &Request, check_name: &str, check_text: &[u8], input_name: &str, input: &[u8]) -> Outcome {
    if let Err(stderr) = validate_prefixes(req) {
        return Outcome { code: 2, stderr };
    }
    match FileCheck::new(req, check_name, check_text) {
        Ok(fc) => fc.check(input_name, input, ""),
        Err(outcome) => outcome,
    }
}

/// What `--dump-input=help` prints.
pub const DUMP_HELP: &str = "\
The following description was requested by -dump-input=help to
explain the input dump printed by llmir-filecheck.

Input dump annotation format:

  - L:     labels line number L of the input file
           An extra space is added after each input line to represent the
           newline character
  - T:L    labels the only match result for a pattern of type T from
           line L of the check file (or the I-th implicit pattern: T:impI)
  - T:L'N  labels the Nth match result for such a pattern
  - ^~~    marks good match (reported if -v)
  - !~~    marks bad match, such as:
           - CHECK-NEXT on same line as previous match (error)
           - CHECK-NOT found (error)
           - CHECK-DAG overlapping match (discarded, reported if -vv)
  - X~~    marks search range when no match is found, such as:
           - CHECK-NEXT not found (error)
           - CHECK-NOT not found (success, reported if -vv)
           - CHECK-DAG not found after discarded matches (error)
  - ?      marks fuzzy match when no match is found
  - .      indicates elided input lines and annotations, as specified by
           -dump-input-filter and -dump-input-context
";

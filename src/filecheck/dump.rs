//! The annotated input dump FileCheck prints on failure: every input line
//! numbered, with annotation lines under it marking the search range of a
//! pattern that was not found (`X~~`), a forbidden or misplaced match
//! (`!~~`), a likely intended match (`?`) and notes, each labelled with the
//! directive (`check:12`, `next:7'1`, `not:imp1`). Lines far from any
//! error are elided.

use std::collections::HashMap;

use super::report::{display_text, Annotation, Mark, CHECK_BUF};
use super::DumpFilter;
use crate::diag::SourceFile;

/// One drawn annotation line.
struct Row {
    line: usize,
    first_line: bool,
    order: usize,
    label: String,
    /// 1-based inclusive columns; `first..=last` gets the marker.
    first: usize,
    last: usize,
    head: char,
    note: Option<String>,
    error: bool,
}

fn head(mark: Mark) -> char {
    match mark {
        Mark::Found => '^',
        Mark::Excluded | Mark::WrongLine | Mark::Discarded | Mark::Capture(true) => '!',
        Mark::Capture(false) => '^',
        Mark::NotFound | Mark::NotFoundOk => 'X',
        Mark::Fuzzy => '?',
        Mark::Note => ' ',
    }
}

/// `check:12` for the check file, `not:imp2` for the second implicit
/// pattern (each `--implicit-check-not` has its own `command line` buffer).
fn label_base(a: &Annotation, sources: &[SourceFile]) -> String {
    let (buf, at) = a.check;
    if buf == CHECK_BUF {
        let line = sources[CHECK_BUF].line_col(u32::try_from(at).unwrap_or(u32::MAX)).0;
        return format!("{}:{line}", a.kind);
    }
    let imp = sources[..=buf.min(sources.len() - 1)]
        .iter()
        .filter(|s| s.name == "command line")
        .count();
    format!("{}:imp{imp}", a.kind)
}

pub(crate) fn render(
    input: &[u8],
    annotations: &[Annotation],
    sources: &[SourceFile],
    filter: DumpFilter,
    context: usize,
) -> String {
    let text = display_text(input);
    let mut lines: Vec<&str> = text.split_inclusive('\n').collect();
    if lines.is_empty() {
        lines.push("");
    }
    let starts: Vec<usize> = lines
        .iter()
        .scan(0usize, |acc, l| {
            let s = *acc;
            *acc += l.len();
            Some(s)
        })
        .collect();
    // (line index, 1-based column) of a byte offset.
    let locate = |off: usize| -> (usize, usize) {
        let i = starts.partition_point(|&s| s <= off).saturating_sub(1);
        (i, off - starts[i] + 1)
    };
    let width = |i: usize| lines[i].len();

    let mut per_check: HashMap<(usize, usize), usize> = HashMap::new();
    for a in annotations {
        *per_check.entry(a.check).or_default() += 1;
    }
    let mut seen: HashMap<(usize, usize), usize> = HashMap::new();
    let mut rows = Vec::new();
    for (order, a) in annotations.iter().enumerate() {
        let mut label = label_base(a, sources);
        if per_check[&a.check] > 1 {
            let n = seen.entry(a.check).or_default();
            label.push_str(&format!("'{n}"));
            *n += 1;
        }
        let (sl, sc) = locate(a.range.0);
        let (el, ec) = if a.range.1 > a.range.0 { locate(a.range.1 - 1) } else { (sl, sc) };
        let note = match (&a.note, a.mark.is_error()) {
            (Some(n), true) => Some(format!("error: {n}")),
            (n, _) => n.clone(),
        };
        for line in sl..=el {
            let first = if line == sl { sc } else { 1 };
            let last = if line == el { ec } else { width(line).max(1) };
            rows.push(Row {
                line,
                first_line: line == sl,
                order,
                label: label.clone(),
                first,
                last: last.max(first),
                head: if line == sl { head(a.mark) } else { '~' },
                note: if line == sl { note.clone() } else { None },
                error: a.mark.filters_as_error(),
            });
        }
    }
    rows.sort_by_key(|r| (r.line, r.order));

    let digits = lines.len().to_string().len();
    let label_width = rows.iter().map(|r| r.label.len()).max().unwrap_or(0).max(digits) + 3;
    // Lines the filter picks, then those within `context` of one: linear
    // passes, since an unmatched pattern's range can cover every line.
    let mut picked = vec![filter == DumpFilter::All; lines.len()];
    for r in &rows {
        let keep = match filter {
            DumpFilter::All | DumpFilter::AnnotationFull => true,
            DumpFilter::Annotation => r.first_line,
            DumpFilter::Error => r.first_line && r.error,
        };
        picked[r.line] |= keep;
    }
    let mut before = vec![0usize; lines.len() + 1];
    for (i, &p) in picked.iter().enumerate() {
        before[i + 1] = before[i] + usize::from(p);
    }
    let shown = |i: usize| {
        let lo = i.saturating_sub(context);
        let hi = (i + context + 1).min(lines.len());
        before[hi] > before[lo]
    };

    let mut out = String::from("Input was:\n<<<<<<\n");
    let mut elided: Vec<String> = Vec::new();
    let flush = |out: &mut String, elided: &mut Vec<String>| {
        if elided.len() > 3 {
            for _ in 0..3 {
                out.push_str(&format!("{:>label_width$}\n", "."));
            }
        } else {
            elided.iter().for_each(|l| out.push_str(l));
        }
        elided.clear();
    };
    let mut r = 0;
    for (i, line) in lines.iter().enumerate() {
        let mut block = Vec::new();
        let body = line.strip_suffix('\n').map_or(line.to_string(), |b| format!("{b} "));
        block.push(format!("{:>label_width$}: {body}\n", i + 1));
        while r < rows.len() && rows[r].line == i {
            let row = &rows[r];
            let mut s = format!("{:<label_width$} ", row.label);
            s.push_str(&" ".repeat(row.first));
            s.push(row.head);
            let tail = row.last.saturating_sub(row.first);
            s.push_str(&"~".repeat(tail));
            if let Some(note) = &row.note {
                let used = row.last + 1;
                s.push_str(&" ".repeat((width(i) + 1).saturating_sub(used)));
                s.push(' ');
                s.push_str(note);
            }
            s.push('\n');
            block.push(s);
            r += 1;
        }
        if shown(i) {
            flush(&mut out, &mut elided);
            block.iter().for_each(|l| out.push_str(l));
        } else {
            elided.extend(block);
        }
    }
    flush(&mut out, &mut elided);
    out.push_str(">>>>>>\n");
    out
}

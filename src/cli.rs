//! Command-line flags the tools share, as MLIR's tools spell them: the
//! printing flags (`--mlir-print-*`, `--mlir-elide-*`) and the timing
//! report (`--mlir-timing`, `--mlir-timing-display`, `--mlir-output-format`)
//! with its two displays and two formats.

use std::time::Duration;

use crate::printer::PrintOptions;

/// How the IR is printed.
#[derive(clap::Args, Debug, Clone)]
pub struct PrintFlags {
    /// Print every op in the generic form.
    #[arg(long = "mlir-print-op-generic")]
    pub generic: bool,
    /// Print locations (`loc(...)`).
    #[arg(long = "mlir-print-debuginfo")]
    pub debug_info: bool,
    /// Print dense elements attributes of more elements than this as a hex
    /// string (-1 never).
    #[arg(long = "mlir-print-elementsattrs-with-hex-if-larger", default_value_t = 100, allow_negative_numbers = true, value_name = "long")]
    pub hex_elements_if_larger: i64,
    /// Print elements attributes of more elements than this as
    /// `dense_resource<__elided__>`.
    #[arg(long = "mlir-elide-elementsattrs-if-larger", value_name = "uint")]
    pub elide_elements_if_larger: Option<u64>,
    /// Leave out file-metadata resources whose value is longer than this
    /// many characters.
    #[arg(long = "mlir-elide-resource-strings-if-larger", value_name = "uint")]
    pub elide_resource_strings_if_larger: Option<u64>,
    /// Print without aliases: attributes, types and locations inline.
    #[arg(long = "mlir-print-local-scope")]
    pub local_scope: bool,
}

impl PrintFlags {
    /// The flags as the printer takes them.
    pub fn options(&self) -> PrintOptions {
        PrintOptions {
            generic: self.generic,
            debug_info: self.debug_info,
            hex_elements_if_larger: u64::try_from(self.hex_elements_if_larger).ok(),
            elide_elements_if_larger: self.elide_elements_if_larger,
            elide_resource_strings_if_larger: self.elide_resource_strings_if_larger,
            local_scope: self.local_scope,
        }
    }
}

/// `--mlir-timing-display`: nested timers as a tree, or one row per name.
#[derive(clap::ValueEnum, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum TimingDisplay {
    List,
    #[default]
    Tree,
}

/// `--mlir-output-format`: the report as text or as JSON.
#[derive(clap::ValueEnum, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ReportFormat {
    #[default]
    Text,
    Json,
}

/// Whether and how execution times are reported.
#[derive(clap::Args, Debug, Clone)]
pub struct TimingFlags {
    /// Display execution times.
    #[arg(long = "mlir-timing")]
    pub timing: bool,
    /// Display method for timing data.
    #[arg(long = "mlir-timing-display", value_enum, default_value_t = TimingDisplay::Tree)]
    pub display: TimingDisplay,
    /// Output format for timing data.
    #[arg(long = "mlir-output-format", value_enum, default_value_t = ReportFormat::Text)]
    pub format: ReportFormat,
}

/// One timer of the report and the timers nested in it.
#[derive(Debug, Clone)]
pub struct Timer {
    pub name: String,
    pub wall: Duration,
    pub children: Vec<Timer>,
}

impl Timer {
    pub fn new(name: impl Into<String>, wall: Duration) -> Timer {
        Timer { name: name.into(), wall, children: Vec::new() }
    }
}

/// MLIR's execution time report of `timers` over a run of `total`: the
/// timers, then `Rest` (what no top-level timer covers) and `Total`.
pub fn timing_report(timers: &[Timer], total: Duration, flags: &TimingFlags) -> String {
    let covered: Duration = timers.iter().map(|t| t.wall).sum();
    let rest = Timer::new("Rest", total.saturating_sub(covered));
    let whole = Timer::new("Total", total);
    let percent = |d: Duration| 100.0 * d.as_secs_f64() / total.as_secs_f64().max(1e-12);
    // List display: one row per name, summed over the tree, slowest first,
    // under a `root` row for the whole run.
    let listed;
    let rows: Vec<(&Timer, usize)> = match flags.display {
        TimingDisplay::Tree => {
            let mut rows = Vec::new();
            for t in timers {
                tree_rows(t, 0, &mut rows);
            }
            rows
        }
        TimingDisplay::List => {
            let mut sums: Vec<Timer> = Vec::new();
            for t in timers {
                sum_by_name(t, &mut sums);
            }
            sums.sort_by(|a, b| b.wall.cmp(&a.wall));
            sums.insert(0, Timer::new("root", total));
            listed = sums;
            listed.iter().map(|t| (t, 0)).collect()
        }
    };
    let mut out = String::new();
    match flags.format {
        ReportFormat::Text => {
            out.push_str("===-------------------------------------------------------------------------===\n");
            out.push_str("                         ... Execution time report ...\n");
            out.push_str("===-------------------------------------------------------------------------===\n");
            out.push_str(&format!("  Total Execution Time: {:.4} seconds\n\n", total.as_secs_f64()));
            out.push_str("  ----Wall Time----  ----Name----\n");
            for (t, depth) in rows.iter().copied().chain([(&rest, 0), (&whole, 0)]) {
                let indent = "  ".repeat(depth);
                out.push_str(&format!("  {:>8.4} ({:>5.1}%)  {indent}{}\n", t.wall.as_secs_f64(), percent(t.wall), t.name));
            }
        }
        ReportFormat::Json => {
            out.push_str("[\n");
            let entry = |t: &Timer| {
                format!(
                    "{{\"wall\": {{\"duration\": {:>8.4}, \"percentage\": {:>5.1}}}, \"name\": {}",
                    t.wall.as_secs_f64(),
                    percent(t.wall),
                    json_string(&t.name)
                )
            };
            for (i, &(t, depth)) in rows.iter().enumerate() {
                let indent = "  ".repeat(depth);
                out.push_str(&format!("{indent}{}", entry(t)));
                if flags.display == TimingDisplay::List {
                    out.push_str("},\n");
                    continue;
                }
                // In the tree, every timer lists what it holds, closed by
                // an empty object after its last child.
                out.push_str(", \"passes\": [\n");
                let next_depth = rows.get(i + 1).map_or(0, |r| r.1);
                for closing in (next_depth..=depth).rev() {
                    out.push_str(&format!("{}{{}}]}},\n", "  ".repeat(closing)));
                }
            }
            out.push_str(&format!("{}}},\n", entry(&rest)));
            out.push_str(&format!("{}}}\n]\n", entry(&whole)));
        }
    }
    out
}

fn tree_rows<'t>(t: &'t Timer, depth: usize, rows: &mut Vec<(&'t Timer, usize)>) {
    rows.push((t, depth));
    for c in &t.children {
        tree_rows(c, depth + 1, rows);
    }
}

fn sum_by_name(t: &Timer, sums: &mut Vec<Timer>) {
    match sums.iter_mut().find(|s| s.name == t.name) {
        Some(s) => s.wall += t.wall,
        None => sums.push(Timer::new(t.name.clone(), t.wall)),
    }
    for c in &t.children {
        sum_by_name(c, sums);
    }
}

fn json_string(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn flags(display: TimingDisplay, format: ReportFormat) -> TimingFlags {
        TimingFlags { timing: true, display, format }
    }

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    /// A pass holding an analysis, as mlir-opt-19 prints `-cse`'s.
    fn nested() -> Vec<Timer> {
        let mut cse = Timer::new("CSE", ms(2));
        cse.children.push(Timer::new("(A) DominanceInfo", ms(1)));
        vec![Timer::new("Parser", ms(6)), cse]
    }

    #[test]
    fn tree_text_indents_nested_timers() {
        let r = timing_report(&nested(), ms(10), &flags(TimingDisplay::Tree, ReportFormat::Text));
        assert!(r.contains("  Total Execution Time: 0.0100 seconds\n"), "{r}");
        assert!(r.ends_with(
            "    0.0060 ( 60.0%)  Parser\n    0.0020 ( 20.0%)  CSE\n    0.0010 ( 10.0%)    (A) DominanceInfo\n    0.0020 ( 20.0%)  Rest\n    0.0100 (100.0%)  Total\n"
        ), "{r}");
    }

    #[test]
    fn tree_json_closes_each_timer_after_its_children() {
        let r = timing_report(&nested(), ms(10), &flags(TimingDisplay::Tree, ReportFormat::Json));
        let expected = "[\n\
{\"wall\": {\"duration\":   0.0060, \"percentage\":  60.0}, \"name\": \"Parser\", \"passes\": [\n{}]},\n\
{\"wall\": {\"duration\":   0.0020, \"percentage\":  20.0}, \"name\": \"CSE\", \"passes\": [\n\
\x20 {\"wall\": {\"duration\":   0.0010, \"percentage\":  10.0}, \"name\": \"(A) DominanceInfo\", \"passes\": [\n  {}]},\n{}]},\n\
{\"wall\": {\"duration\":   0.0020, \"percentage\":  20.0}, \"name\": \"Rest\"},\n\
{\"wall\": {\"duration\":   0.0100, \"percentage\": 100.0}, \"name\": \"Total\"}\n]\n";
        assert_eq!(r, expected);
    }

    #[test]
    fn list_sums_by_name_under_a_root_row() {
        let mut timers = nested();
        timers.push(Timer::new("CSE", ms(1)));
        let r = timing_report(&timers, ms(10), &flags(TimingDisplay::List, ReportFormat::Json));
        let names: Vec<&str> = r.lines().filter_map(|l| l.split("\"name\": \"").nth(1)).map(|n| n.split('"').next().unwrap()).collect();
        assert_eq!(names, ["root", "Parser", "CSE", "(A) DominanceInfo", "Rest", "Total"]);
        assert!(r.contains("\"duration\":   0.0030, \"percentage\":  30.0}, \"name\": \"CSE\"},"), "{r}");
    }
}

//! Random edits sent to `llmir-lsp`: insertions of MLIR fragments and
//! stray characters, deletions, and pastes of lines from the lit tests
//! and the upstream MLIR tests' chunks.
//! After every few edits the published diagnostics must equal what
//! `llmir-opt --split-input-file --diagnostic-format=json` reports for the
//! same text; between edits, requests at random positions must answer.

use super::lsp_support::Server;
use serde_json::{json, Value};
use std::io::Write;
use std::process::{Command, Stdio};

/// A small deterministic generator (xorshift64*): the same seed replays
/// the same session.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        if n == 0 { 0 } else { (self.next() % n as u64) as usize }
    }
}

const FRAGMENTS: &[&str] = &[
    "%0", "%x", " = ", "llvm.return", " : i32", "(", ")", "{", "}", "\n", "^bb1", "^bb1:\n", "@f", "!llvm.ptr",
    "llvm.func @g() {\n", "// -----\n", "\"", "é", "😀", "#alias = ", "!t = i32\n", "<", ">", ",", "%1:2 = ",
    "llvm.mlir.constant(1 : i32) : i32\n", "\"llvm.add\"(%0, %0) : (i32, i32) -> i32\n", "loc(", "{-#", "#-}",
];

/// Byte offset → LSP (line, UTF-16 character).
fn position(text: &str, offset: usize) -> (u32, u32) {
    let before = &text[..offset];
    let line = before.matches('\n').count() as u32;
    let line_start = before.rfind('\n').map_or(0, |p| p + 1);
    (line, before[line_start..].encode_utf16().count() as u32)
}

fn boundary(text: &str, mut at: usize) -> usize {
    at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// A diagnostic as (severity, line, byte column, message, notes), both
/// sides 1-based like llmir-opt's JSON.
type Key = (String, u64, u64, String, Vec<String>);

fn from_lsp(text: &str, d: &Value) -> Key {
    let sev = match d["severity"].as_u64() {
        Some(1) => "error",
        Some(2) => "warning",
        Some(3) => "note",
        _ => "remark",
    };
    let line = d["range"]["start"]["line"].as_u64().unwrap();
    let units = d["range"]["start"]["character"].as_u64().unwrap() as usize;
    let line_text = text.split('\n').nth(line as usize).unwrap_or("");
    let mut col = 0;
    let mut seen = 0;
    for c in line_text.chars() {
        if seen >= units {
            break;
        }
        seen += c.len_utf16();
        col += c.len_utf8();
    }
    let notes = d["relatedInformation"].as_array().map_or(Vec::new(), |r| r.iter().map(|n| n["message"].as_str().unwrap().to_string()).collect());
    (sev.into(), line + 1, col as u64 + 1, d["message"].as_str().unwrap().into(), notes)
}

fn from_json(v: &Value) -> Key {
    let notes = v["notes"].as_array().map_or(Vec::new(), |r| r.iter().map(|n| n["message"].as_str().unwrap().to_string()).collect());
    (
        v["severity"].as_str().unwrap().into(),
        v["line"].as_u64().unwrap_or(0),
        v["column"].as_u64().unwrap_or(0),
        v["message"].as_str().unwrap().into(),
        notes,
    )
}

/// What `llmir-opt --split-input-file` reports for `text`.
fn llmir_opt(text: &str) -> Vec<Key> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_llmir-opt"))
        .args(["--split-input-file", "--diagnostic-format=json", "-", "-o", "/dev/null"])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let owned = text.to_string();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(owned.as_bytes());
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    String::from_utf8_lossy(&out.stderr)
        .lines()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .map(|v| from_json(&v))
        .collect()
}

/// Texts to paste lines from: the lit tests, and the chunks of the
/// upstream MLIR tests in `../shared/conformance/upstream` where present.
fn corpus() -> Vec<String> {
    let manifest = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut texts = read_tree(&manifest.join("test/lit"));
    let upstream = manifest.join("../shared/conformance/upstream");
    if upstream.is_dir() {
        for file in read_tree(&upstream) {
            texts.extend(file.split("// -----").map(str::to_string));
        }
    }
    texts.retain(|t| !t.trim().is_empty());
    texts
}

/// The `.mlir` files under `root`, in a fixed order.
fn read_tree(root: &std::path::Path) -> Vec<String> {
    let mut files = Vec::new();
    let mut dirs = vec![root.to_path_buf()];
    while let Some(d) = dirs.pop() {
        for e in std::fs::read_dir(d).unwrap().flatten() {
            let p = e.path();
            if p.is_dir() {
                dirs.push(p);
            } else if p.extension().is_some_and(|x| x == "mlir") {
                files.push(p);
            }
        }
    }
    files.sort();
    files.iter().filter_map(|f| std::fs::read_to_string(f).ok()).collect()
}

/// Runs `edits` random edits, or as many as fit in `budget` (at least
/// 50), so the test's time is bounded on a slow machine.
pub fn run(edits: usize, seed: u64, budget: std::time::Duration) {
    let started = std::time::Instant::now();
    let uri = "file:///tmp/random.mlir";
    let corpus = corpus();
    let mut rng = Rng(seed);
    let mut text = include_str!("../../test/lsp/sample.mlir").to_string();
    let mut s = Server::start(&[]);
    s.open(uri, &text);
    let mut compared = 0;
    let mut last = edits as i64 + 1;
    for version in 2..edits as i64 + 2 {
        if version > 50 && version % 3 == 0 && started.elapsed() > budget {
            last = version;
        }
        let a = boundary(&text, rng.below(text.len() + 1));
        let (b, insert): (usize, String) = match rng.below(10) {
            0..=3 => (a, FRAGMENTS[rng.below(FRAGMENTS.len())].to_string()),
            4..=5 => (boundary(&text, a + rng.below(40)), String::new()),
            6 => (boundary(&text, a + rng.below(8)), FRAGMENTS[rng.below(FRAGMENTS.len())].to_string()),
            _ => {
                let file = &corpus[rng.below(corpus.len())];
                let lines: Vec<&str> = file.lines().collect();
                let from = rng.below(lines.len());
                let to = (from + 1 + rng.below(20)).min(lines.len());
                (a, lines[from..to].join("\n") + "\n")
            }
        };
        // Keep the text small enough for many llmir-opt runs.
        let (a, b) = if text.len() > 24_000 { (0, boundary(&text, 12_000)) } else { (a, b) };
        let (start, end) = (position(&text, a), position(&text, b));
        text.replace_range(a..b, &insert);
        s.edit(uri, version, start, end, &insert);
        // A request at a random place after each edit.
        let at = position(&text, boundary(&text, rng.below(text.len() + 1)));
        let methods = ["textDocument/hover", "textDocument/definition", "textDocument/references", "textDocument/completion"];
        s.at(methods[rng.below(methods.len())], uri, at);
        if version % 25 == 0 {
            s.request("textDocument/documentSymbol", json!({"textDocument": {"uri": uri}}));
            s.request("textDocument/foldingRange", json!({"textDocument": {"uri": uri}}));
        }
        if version % 3 == 0 || version == last {
            let got: Vec<Key> = s.diagnostics(uri, version).iter().map(|d| from_lsp(&text, d)).collect();
            let want = llmir_opt(&text);
            let mut got_sorted = got.clone();
            got_sorted.sort();
            let mut want_sorted = want.clone();
            want_sorted.sort();
            assert_eq!(got_sorted, want_sorted, "diagnostics differ after edit {version} (seed {seed:#x}) on:\n{text}");
            compared += 1;
        }
        if version == last {
            break;
        }
    }
    eprintln!("{} edits in {:.1?}, diagnostics compared {compared} times", last - 1, started.elapsed());
    s.stop();
}

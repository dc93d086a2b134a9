//! Thousands of damaged inputs (truncated, tokens deleted or duplicated,
//! odd bytes, deep nesting) must give diagnostics, never a panic or a hang.

#[allow(dead_code)]
mod common;

use std::sync::mpsc;
use std::time::Duration;

/// A small deterministic generator (xorshift64*), so failures reproduce.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545F4914F6CDD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

fn seeds() -> Vec<String> {
    let mut out = vec![std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/test/fixtures/example-source.mlir")).unwrap()];
    // Both forms: the generic grammar and every custom form the twins use.
    for form in ["generic", "custom"] {
        let twins = common::shared().join("conformance/twins").join(form);
        for f in common::mlir_files(&twins) {
            let text = std::fs::read_to_string(f).unwrap();
            out.extend(text.split("// -----\n").filter(|c| c.len() < 20_000).map(str::to_string));
        }
    }
    out
}

fn mutate(rng: &mut Rng, src: &str) -> String {
    let toks = llmir::lexer::lex(src);
    let bytes = src.as_bytes();
    let pick = |rng: &mut Rng| toks[rng.below(toks.len())];
    let mut out: Vec<u8> = match rng.below(7) {
        0 => bytes[..rng.below(bytes.len())].to_vec(),
        1 => {
            let t = pick(rng);
            [&bytes[..t.start as usize], &bytes[t.end(src) as usize..]].concat()
        }
        2 => {
            let t = pick(rng);
            [&bytes[..t.end(src) as usize], &bytes[t.start as usize..]].concat()
        }
        3 => {
            let odd: &[&[u8]] = &[b"\0", b"\xff", b"\"", b"{", b"}", b"<", b">", b"#", b"!", b"%", b"^", b"@", b"\\", b"0x", b"(", b"[", b"-"];
            let at = rng.below(bytes.len());
            [&bytes[..at], odd[rng.below(odd.len())], &bytes[at..]].concat()
        }
        4 => {
            let n = 1 + rng.below(2000);
            let open = ["(", "[", "{", "<", "!llvm.array<2 x ", "dense<[", "loc(fused["][rng.below(7)];
            format!("\"a.b\"() {{x = {}1}} : () -> ()\n", open.repeat(n)).into_bytes()
        }
        5 => {
            // Swap two tokens.
            let (a, b) = (pick(rng), pick(rng));
            let (a, b) = if a.start <= b.start { (a, b) } else { (b, a) };
            if a.end(src) > b.start {
                bytes.to_vec()
            } else {
                [
                    &bytes[..a.start as usize],
                    &bytes[b.start as usize..b.end(src) as usize],
                    &bytes[a.end(src) as usize..b.start as usize],
                    &bytes[a.start as usize..a.end(src) as usize],
                    &bytes[b.end(src) as usize..],
                ]
                .concat()
            }
        }
        _ => {
            let mut v = bytes.to_vec();
            for _ in 0..1 + rng.below(8) {
                if !v.is_empty() {
                    let i = rng.below(v.len());
                    v[i] = rng.next() as u8;
                }
            }
            v
        }
    };
    out.truncate(out.len());
    String::from_utf8_lossy(&out).into_owned()
}

#[test]
fn mutated_inputs_never_crash_or_hang() {
    let seeds = seeds();
    let mut rng = Rng(0x5EED_1234_ABCD_0001);
    let cases: Vec<String> = (0..6000).map(|i| mutate(&mut rng, &seeds[i % seeds.len()])).collect();
    let (tx, rx) = mpsc::channel();
    // One worker with a large stack, like the tools; a case that takes too
    // long is a hang.
    let worker = std::thread::Builder::new()
        .stack_size(512 << 20)
        .spawn(move || {
            for (i, case) in cases.into_iter().enumerate() {
                let result = std::panic::catch_unwind(|| {
                    let _ = common::roundtrip(&case, true);
                    let _ = common::roundtrip(&case, false);
                });
                tx.send((i, result.is_ok(), case)).unwrap();
            }
        })
        .unwrap();
    let mut done = 0;
    while done < 6000 {
        match rx.recv_timeout(Duration::from_secs(20)) {
            Ok((i, ok, case)) => {
                assert!(ok, "case {i} panicked; input:\n{case}");
                done += 1;
            }
            Err(_) => panic!("case {done} did not finish within 20 s (hang)"),
        }
    }
    worker.join().unwrap();
}

/// The long run (issue 15): `LLMIR_MUTANTS` mutants (100 000 by default)
/// through the `llmir-opt` and `llmir-translate` binaries, in batches of
/// `--split-input-file` chunks so that process start-up does not dominate;
/// a batch that dies by a signal, prints a panic or outlives its time limit
/// is cut down to the mutant that does it. `scripts/mutants.sh` runs it.
#[test]
#[ignore = "long: run by scripts/mutants.sh"]
fn mutants_through_the_binaries() {
    use std::process::{Command, Stdio};
    let total: usize = std::env::var("LLMIR_MUTANTS").ok().and_then(|v| v.parse().ok()).unwrap_or(100_000);
    let batch: usize = std::env::var("LLMIR_MUTANTS_BATCH").ok().and_then(|v| v.parse().ok()).unwrap_or(500);
    let seeds = seeds();
    let mut rng = Rng(0x5EED_1234_ABCD_0002);
    let dir = std::env::temp_dir().join(format!("llmir-mutants-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let opt = env!("CARGO_BIN_EXE_llmir-opt");
    let translate = env!("CARGO_BIN_EXE_llmir-translate");
    let tools: [(&str, &[&str]); 3] = [
        (opt, &["--split-input-file", "-o", "/dev/null"]),
        (opt, &["--split-input-file", "--allow-unregistered-dialect", "--mlir-print-op-generic", "-o", "/dev/null"]),
        (translate, &["--split-input-file", "--mlir-to-llvmir", "-o", "/dev/null"]),
    ];
    // A run fails when it dies by a signal, panics, or takes too long.
    let bad = |tool: &str, args: &[&str], file: &std::path::Path, limit: Duration| -> Option<String> {
        // Diagnostics go to a file: a pipe nobody drains would fill up and
        // stall the tool, which would look like a hang.
        let log = file.with_extension("stderr");
        let mut child = Command::new(tool)
            .args(args)
            .arg(file)
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(&log).unwrap())
            .spawn()
            .unwrap();
        let start = std::time::Instant::now();
        loop {
            if let Some(status) = child.try_wait().unwrap() {
                let err = String::from_utf8_lossy(&std::fs::read(&log).unwrap_or_default()).into_owned();
                if status.code().is_none() {
                    return Some(format!("killed by a signal ({status})"));
                }
                if err.contains("panicked") {
                    return Some(format!("panicked: {}", err.lines().find(|l| l.contains("panicked")).unwrap_or("")));
                }
                return None;
            }
            if start.elapsed() > limit {
                let _ = child.kill();
                let _ = child.wait();
                return Some(format!("no answer within {limit:?} (hang)"));
            }
            std::thread::sleep(Duration::from_millis(5));
        }
    };
    let started = std::time::Instant::now();
    let mut done = 0;
    let mut failures = Vec::new();
    while done < total {
        let n = batch.min(total - done);
        let cases: Vec<String> = (done..done + n).map(|i| mutate(&mut rng, &seeds[i % seeds.len()])).collect();
        let file = dir.join("batch.mlir");
        std::fs::write(&file, cases.join("\n// -----\n")).unwrap();
        for (tool, args) in tools {
            let Some(why) = bad(tool, args, &file, Duration::from_secs(20 + n as u64 / 5)) else { continue };
            // Cut the batch down to the mutants that fail alone.
            for (k, case) in cases.iter().enumerate() {
                let one = dir.join("one.mlir");
                std::fs::write(&one, case).unwrap();
                if let Some(why) = bad(tool, args, &one, Duration::from_secs(20)) {
                    let keep = dir.join(format!("failure-{}.mlir", done + k));
                    std::fs::write(&keep, case).unwrap();
                    failures.push(format!("mutant {}: {} {}: {why} (kept in {})", done + k, tool, args.join(" "), keep.display()));
                }
            }
            if failures.is_empty() {
                failures.push(format!("batch at {done}: {tool} {}: {why}, but no mutant fails alone", args.join(" ")));
            }
        }
        done += n;
        if done % 10_000 < batch {
            eprintln!("mutants: {done}/{total} in {:.0?}, {} failures", started.elapsed(), failures.len());
        }
    }
    eprintln!("mutants: {total} through llmir-opt (custom, generic) and llmir-translate in {:.0?}", started.elapsed());
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
    let _ = std::fs::remove_dir_all(&dir);
}

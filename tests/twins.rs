//! Every chunk of ../shared/conformance/twins/{generic,custom} is mlir-opt-19's
//! own output (generic and custom form), so llmir must print each one back
//! byte for byte. Chunks that do not pass yet are listed in
//! test/fixtures/twins-{generic,custom}-known-failures.txt; the lists may only
//! shrink (a listed chunk that passes fails the test too).

#[allow(dead_code)]
mod common;

use std::collections::BTreeSet;

/// Checks every chunk of one twin folder against its known-failure list.
fn twins_print_as_themselves(form: &str, generic: bool) {
    let root = common::shared().join("conformance/twins").join(form);
    let mut failing = BTreeSet::new();
    let mut total = 0;
    for file in common::mlir_files(&root) {
        let rel = file.strip_prefix(&root).unwrap().display().to_string();
        let text = std::fs::read_to_string(&file).unwrap();
        for (i, chunk) in text.split("// -----\n").enumerate() {
            total += 1;
            let out = common::roundtrip(chunk, generic).map(|o| o + "\n");
            if out.ok().as_deref() != Some(chunk) {
                failing.insert(format!("{rel}#{i}"));
            }
        }
    }
    common::check_ratchet(&format!("twins-{form}-known-failures.txt"), &format!("{form} twins"), &failing, total);
}

#[test]
fn generic_twins_print_as_themselves() {
    twins_print_as_themselves("generic", true);
}

#[test]
fn custom_twins_print_as_themselves() {
    twins_print_as_themselves("custom", false);
}

#[test]
fn lua_custom_prints_as_itself() {
    let path = common::shared().join("corpus/lua/lua.mlir");
    let text = std::fs::read_to_string(path).unwrap();
    let out = common::roundtrip(&text, false).expect("lua.mlir parses") + "\n";
    if out != text {
        let line = out.lines().zip(text.lines()).position(|(a, b)| a != b).unwrap_or(0);
        panic!("lua.mlir differs first at line {}", line + 1);
    }
}

#[test]
fn lua_custom_parses_to_the_reference_generic_form() {
    // mlir-opt-19 --mlir-print-op-generic lua.mlir is lua.generic.mlir: the
    // custom forms must read into exactly the ops (properties, defaults,
    // segment sizes) the reference builds.
    let custom = std::fs::read_to_string(common::shared().join("corpus/lua/lua.mlir")).unwrap();
    let generic = std::fs::read_to_string(common::shared().join("corpus/lua/lua.generic.mlir")).unwrap();
    let out = common::roundtrip(&custom, true).expect("lua.mlir parses") + "\n";
    if out != generic {
        let line = out.lines().zip(generic.lines()).position(|(a, b)| a != b).unwrap_or(0);
        panic!("generic form of lua.mlir differs first at line {}", line + 1);
    }
}

#[test]
fn lua_generic_prints_as_itself() {
    let path = common::shared().join("corpus/lua/lua.generic.mlir");
    let text = std::fs::read_to_string(path).unwrap();
    let out = common::roundtrip(&text, true).expect("lua.generic.mlir parses") + "\n";
    if out != text {
        let line = out.lines().zip(text.lines()).position(|(a, b)| a != b).unwrap_or(0);
        panic!("lua.generic.mlir differs first at line {}", line + 1);
    }
}

#[test]
fn bundled_example_is_canonical() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/test/fixtures/");
    let source = std::fs::read_to_string(format!("{dir}example-source.mlir")).unwrap();
    let canonical = std::fs::read_to_string(format!("{dir}example.mlir")).unwrap();
    // Named values, renamed aliases: printing renumbers and re-derives them
    // exactly as mlir-opt-19 does (example.mlir is its output).
    assert_eq!(common::roundtrip(&source, true).unwrap() + "\n", canonical);
    assert_eq!(common::roundtrip(&canonical, true).unwrap() + "\n", canonical);
}

/// The `// -----` chunks of a file, split as `--split-input-file` does.
fn chunks_of(text: &str) -> Vec<String> {
    let mut parts = vec![String::new()];
    for line in text.split_inclusive('\n') {
        if line.starts_with("// -----") {
            parts.push(String::new());
        } else {
            parts.last_mut().unwrap().push_str(line);
        }
    }
    parts
}

/// Every chunk of ../shared/conformance/upstream that mlir-opt-19 accepts
/// (twins/manifest.tsv) must print as mlir-opt-19 printed it: the matching
/// chunk of twins/custom and twins/generic. Misses are listed in
/// test/fixtures/upstream-to-twin-known-failures.txt, a list that may only
/// shrink.
#[test]
fn upstream_chunks_print_as_their_twins() {
    let shared = common::shared().join("conformance");
    let manifest = std::fs::read_to_string(shared.join("twins/manifest.tsv")).unwrap();
    let mut valid: std::collections::BTreeMap<String, Vec<usize>> = Default::default();
    for row in manifest.lines().filter(|l| !l.starts_with('#')) {
        let cols: Vec<&str> = row.split('\t').collect();
        if cols.len() >= 3 && cols[2] == "1" {
            valid.entry(cols[0].to_string()).or_default().push(cols[1].parse().unwrap());
        }
    }
    let mut failing = BTreeSet::new();
    let mut total = 0;
    for (path, chunks) in &valid {
        let source = chunks_of(&std::fs::read_to_string(shared.join("upstream").join(path)).unwrap());
        for (form, generic) in [("custom", false), ("generic", true)] {
            let twins = std::fs::read_to_string(shared.join("twins").join(form).join(path)).unwrap();
            let twins: Vec<&str> = twins.split("// -----\n").collect();
            for (k, &c) in chunks.iter().enumerate() {
                total += 1;
                let out = common::roundtrip(&source[c], generic).map(|o| o + "\n");
                if out.ok().as_deref() != twins.get(k).copied() {
                    failing.insert(format!("{form}:{path}#{c}"));
                }
            }
        }
    }
    common::check_ratchet("upstream-to-twin-known-failures.txt", "upstream chunks printing as their twins", &failing, total);
}

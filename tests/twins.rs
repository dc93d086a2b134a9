//! Every chunk of ../shared/conformance/twins/{generic,custom} is mlir-opt-19's
//! own output (generic and custom form), so llmir must print each one back
//! byte for byte. Chunks that do not pass yet are listed in
//! test/fixtures/twins-{generic,custom}-known-failures.txt; the lists may only
//! shrink (a listed chunk that passes fails the test too).

mod common;

use std::collections::BTreeSet;

/// Checks every chunk of one twin folder against its known-failure list.
fn twins_print_as_themselves(form: &str, generic: bool) {
    let root = common::shared().join("conformance/twins").join(form);
    let known_path = format!("{}/test/fixtures/twins-{form}-known-failures.txt", env!("CARGO_MANIFEST_DIR"));
    let known: BTreeSet<String> = std::fs::read_to_string(&known_path)
        .unwrap()
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(str::to_string)
        .collect();
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
    let new_failures: Vec<_> = failing.difference(&known).collect();
    let fixed: Vec<_> = known.difference(&failing).collect();
    eprintln!("{form} twins: {} of {total} chunks identical", total - failing.len());
    assert!(new_failures.is_empty(), "chunks that no longer print as themselves: {new_failures:?}");
    assert!(fixed.is_empty(), "chunks now pass; remove them from {known_path}: {fixed:?}");
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

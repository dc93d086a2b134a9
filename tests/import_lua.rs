//! The import's self-check on a real program (issue 16): the Lua
//! interpreter's module (`../shared/corpus/lua/lua.mlir`) is translated to
//! LLVM IR, imported back (`--import-llvm`), and
//! * the import prints the lines of `test/fixtures/import-lua-sample.txt`
//!   (mlir-translate-19's import of the same IR: alias lines and one
//!   function, in order);
//! * where mlir-translate-19 is installed, the whole import is its output
//!   (the `dlti.dl_spec` entries sorted: MLIR prints them in pointer-hash
//!   order);
//! * the import, translated to an object, linked and run, passes the Lua
//!   scripts of the corpus (as `../shared/corpus/lua/run.sh` runs them).
#![cfg(feature = "llvm")]

mod common;

use std::path::PathBuf;
use std::process::Command;

use llmir::emit::{emit, EmitOptions, OutputKind};
use llmir::ir::Context;

fn import_lua() -> (String, Vec<u8>) {
    let src = std::fs::read_to_string(common::shared().join("corpus/lua/lua.mlir")).unwrap();
    let mut ctx = Context::new();
    let m = llmir::parser::parse(&mut ctx, &src, &Default::default()).expect("lua.mlir parses");
    let ll = emit(&ctx, &m, OutputKind::LlvmIr, &EmitOptions::default()).expect("lua.mlir translates");
    let mut ctx = Context::new();
    let imported = llmir::import::import_llvm(&mut ctx, &ll, "lua.ll");
    let errors: Vec<String> = imported.diags.iter().filter(|d| d.error).map(|d| d.render()).collect();
    assert!(errors.is_empty(), "{errors:?}");
    let module = imported.module.expect("the import succeeds");
    let d = llmir::verify::verify(&ctx, &module);
    assert!(!d.iter().any(|d| d.is_error()), "the import verifies: {:?}", d.first().map(|d| &d.message));
    (llmir::printer::print_module(&ctx, &module, &Default::default()), ll)
}

/// The module line with its `dlti.dl_spec` entries sorted.
fn normalized(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for line in text.lines() {
        if let (true, Some(start), Some(end)) = (line.starts_with("module attributes {dlti.dl_spec"), line.find("#dlti.dl_spec<"), line.rfind(">}")) {
            let body = &line[start + 14..end];
            let mut entries: Vec<&str> = body.split(", #dlti.dl_entry").collect();
            let first = entries.remove(0);
            let mut all: Vec<String> = vec![first.trim_start_matches("#dlti.dl_entry").to_string()];
            all.extend(entries.iter().map(|e| e.to_string()));
            all.sort();
            let joined: Vec<String> = all.iter().map(|e| format!("#dlti.dl_entry{e}")).collect();
            out.push_str(&line[..start + 14]);
            out.push_str(&joined.join(", "));
            out.push_str(&line[end..]);
        } else {
            out.push_str(line);
        }
        out.push('\n');
    }
    out
}

#[test]
fn lua_import_matches_mlir_translate() {
    let (mine, ll) = import_lua();
    // The sample, line by line in order.
    let sample = std::fs::read_to_string(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("test/fixtures/import-lua-sample.txt")).unwrap();
    let mut lines = mine.lines();
    for want in sample.lines().filter(|l| !l.starts_with(';')) {
        assert!(lines.any(|l| l == want), "the import lacks (in order): {want}");
    }
    // The whole output, against the reference where it is installed.
    let dir = std::env::temp_dir().join(format!("llmir-import-lua-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let ll_path = dir.join("lua.ll");
    std::fs::write(&ll_path, &ll).unwrap();
    match Command::new("mlir-translate-19").arg("--import-llvm").arg(&ll_path).output() {
        Ok(out) if out.status.success() => {
            let reference = String::from_utf8(out.stdout).unwrap();
            let (a, b) = (normalized(&reference), normalized(&mine));
            if a != b {
                let first = a.lines().zip(b.lines()).position(|(x, y)| x != y);
                panic!("the import differs from mlir-translate-19's at line {first:?}");
            }
        }
        _ => eprintln!("mlir-translate-19 not found: the whole-output comparison is skipped"),
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn lua_round_trip_runs() {
    let (mine, _) = import_lua();
    let mut ctx = Context::new();
    let m = llmir::parser::parse(&mut ctx, &mine, &Default::default()).expect("the import parses");
    let obj = emit(&ctx, &m, OutputKind::Object, &EmitOptions::default()).expect("the import translates to an object");
    let dir = std::env::temp_dir().join(format!("llmir-import-lua-run-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("lua.o"), obj).unwrap();
    let linked = Command::new("cc").args(["-no-pie", "lua.o", "-o", "lua", "-lm"]).current_dir(&dir).status();
    if !linked.is_ok_and(|s| s.success()) {
        eprintln!("no C compiler to link with: the run is skipped");
        return;
    }
    let corpus = common::shared().join("corpus/lua");
    let mut scripts: Vec<PathBuf> = std::fs::read_dir(corpus.join("scripts")).unwrap().map(|e| e.unwrap().path()).filter(|p| p.extension().is_some_and(|x| x == "lua")).collect();
    scripts.sort();
    assert!(!scripts.is_empty());
    for s in scripts {
        let name = s.file_stem().unwrap().to_str().unwrap().to_string();
        let out = Command::new(dir.join("lua")).arg(format!("{name}.lua")).current_dir(corpus.join("scripts")).output().unwrap();
        let mut got = out.stdout;
        got.extend(out.stderr);
        let want = std::fs::read(corpus.join("expected").join(format!("{name}.out"))).unwrap();
        assert!(got == want, "{name}.lua: output differs from expected/{name}.out");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

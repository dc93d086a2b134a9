//! Compiles the one C++ file llmir needs beside LLVM's C API
//! (`src/emit/print_parts.cpp`: a module's text printed in parts), against
//! the LLVM 19 that inkwell uses, and links that LLVM. Only with the `llvm`
//! feature.
//!
//! LLVM is linked statically when its static libraries are there (Debian's
//! `llvm-19-dev` has them), into executables that are not position
//! independent. Loading Debian's 120 MB `libLLVM.so` and applying its
//! relocations cost `llmir-translate` about 15 ms and 3 000 page faults per
//! run, a tenth of translating Lua. llvm-sys cannot do this on Debian
//! itself: `llvm-config --link-static --libs` lists Polly, whose static
//! library Debian does not ship, so inkwell is told not to link LLVM and the
//! libraries are named here. `LLMIR_LLVM_LINK=dynamic` (or a missing static
//! library) links `libLLVM.so` instead.

use std::process::Command;

fn main() {
    println!("cargo:rerun-if-changed=src/emit/print_parts.cpp");
    println!("cargo:rerun-if-changed=src/emit/column_scan.cpp");
    println!("cargo:rerun-if-env-changed=LLVM_SYS_191_PREFIX");
    println!("cargo:rerun-if-env-changed=LLMIR_LLVM_LINK");
    if std::env::var_os("CARGO_FEATURE_LLVM").is_none() {
        return;
    }
    // The same LLVM llvm-sys finds: its prefix variable, else llvm-config-19
    // or llvm-config on PATH.
    let config = match std::env::var("LLVM_SYS_191_PREFIX") {
        Ok(prefix) => format!("{prefix}/bin/llvm-config"),
        Err(_) => ["llvm-config-19", "/usr/lib/llvm-19/bin/llvm-config", "llvm-config"]
            .into_iter()
            .find(|c| Command::new(c).arg("--version").output().is_ok_and(|o| o.status.success()))
            .unwrap_or("llvm-config")
            .to_string(),
    };
    let include = llvm_config(&config, &["--includedir"]);
    assert!(!include.is_empty(), "{config} --includedir failed: LLVM 19's development files are needed");
    let statically = link_llvm(&config);
    let mut cpp = cc::Build::new();
    cpp.cpp(true).file("src/emit/print_parts.cpp");
    if statically {
        // Replaces LLVM's formatted_raw_ostream members (see the file); only
        // where LLVM's own FormattedStream.o is not in a shared library.
        cpp.file("src/emit/column_scan.cpp").define("LLMIR_COLUMN_SCAN", None);
    }
    cpp.include(include)
        .flag("-std=c++17")
        .flag("-fno-exceptions")
        .define("NDEBUG", None)
        .warnings(false)
        .compile("llmir_print_parts");
}

/// Runs `llvm-config` with `args`; its output, trimmed ("" on failure).
fn llvm_config(config: &str, args: &[&str]) -> String {
    Command::new(config)
        .args(args)
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .unwrap_or_default()
}

/// Tells rustc how to link LLVM: every static component library but Polly's
/// (which llmir never calls), then LLVM's system libraries; or the shared
/// library when static linking is not possible or not wanted. Whether it
/// links statically.
fn link_llvm(config: &str) -> bool {
    let libdir = llvm_config(config, &["--libdir"]);
    println!("cargo:rustc-link-search=native={libdir}");
    let statics: Vec<String> = llvm_config(config, &["--link-static", "--libs"])
        .split_whitespace()
        .filter_map(|flag| flag.strip_prefix("-l"))
        .filter(|name| !name.starts_with("Polly"))
        .map(str::to_string)
        .collect();
    let all_static = !statics.is_empty()
        && statics.iter().all(|name| std::path::Path::new(&format!("{libdir}/lib{name}.a")).exists());
    let wants_dynamic = std::env::var("LLMIR_LLVM_LINK").is_ok_and(|v| v == "dynamic");
    if !all_static || wants_dynamic {
        for flag in llvm_config(config, &["--link-shared", "--libs"]).split_whitespace() {
            if let Some(name) = flag.strip_prefix("-l") {
                println!("cargo:rustc-link-lib=dylib={name}");
            }
        }
        return false;
    }
    for name in &statics {
        // Not copied into llmir's rlib: linked from LLVM's directory, after
        // the rlib (so column_scan.cpp's definitions come first).
        println!("cargo:rustc-link-lib=static:-bundle={name}");
    }
    for flag in llvm_config(config, &["--link-static", "--system-libs"]).split_whitespace() {
        if let Some(name) = flag.strip_prefix("-l") {
            println!("cargo:rustc-link-lib=dylib={name}");
        } else if flag.ends_with(".so") {
            // Debian names libz3 by path.
            println!("cargo:rustc-link-arg={flag}");
        }
    }
    println!("cargo:rustc-link-lib=dylib=stdc++");
    // A position-dependent executable has LLVM's 300 000 pointer
    // relocations applied at link time, not at every start.
    println!("cargo:rustc-link-arg-bins=-no-pie");
    true
}

//! Compiles the one C++ file llmir needs beside LLVM's C API
//! (`src/emit/print_parts.cpp`: a module's text printed in parts), against
//! the LLVM 19 that inkwell links. Only with the `llvm` feature.

use std::process::Command;

fn main() {
    println!("cargo:rerun-if-changed=src/emit/print_parts.cpp");
    println!("cargo:rerun-if-env-changed=LLVM_SYS_191_PREFIX");
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
    let include = Command::new(&config)
        .arg("--includedir")
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .expect("llvm-config --includedir");
    cc::Build::new()
        .cpp(true)
        .file("src/emit/print_parts.cpp")
        .include(include)
        .flag("-std=c++17")
        .flag("-fno-exceptions")
        .define("NDEBUG", None)
        .warnings(false)
        .compile("llmir_print_parts");
}

//! Printing is a fixpoint: a module that parses and verifies prints some
//! text; that text must parse again and print the same text (custom and
//! generic form), as `mlir-opt` output read by `mlir-opt` does.
#![no_main]

use libfuzzer_sys::fuzz_target;
use llmir::ir::Context;
use llmir::parser::{parse, ParseOptions};
use llmir::printer::{print_module, PrintOptions};

/// Parses and verifies `text` (unregistered ops allowed, as a round trip
/// through `mlir-opt --allow-unregistered-dialect` would).
fn parse_verified(text: &str) -> Result<(Context, llmir::ir::Module), Vec<String>> {
    let popts = ParseOptions {
        allow_unregistered: true,
    };
    let mut ctx = Context::new();
    let messages = |diags: Vec<llmir::diag::Diagnostic>| {
        diags.into_iter().map(|d| d.message).collect::<Vec<_>>()
    };
    let module = parse(&mut ctx, text, &popts).map_err(messages)?;
    let diags = llmir::verify::verify(&ctx, &module);
    if diags.iter().any(|d| d.is_error()) {
        return Err(messages(diags));
    }
    Ok((ctx, module))
}

/// Output MLIR 19 itself prints in a form it cannot read back, which llmir
/// prints the same way:
/// - the three inheritance flags of a debug-info type share one value,
///   printed bare (`flags = SingleInheritance|...`), and a bare flag list
///   does not parse (see test/lit/attributes/llvm-di-canonical.mlir);
/// - `llvm.func`'s custom form builds its function type unchecked, so a
///   `!llvm.void` argument is accepted there, but the generic form's
///   `!llvm.func<void (void)>` is rejected when read (see
///   test/lit/verify/llvm-func-void-argument.mlir).
fn mlir_prints_unreadable(text: &str, errors: &[String]) -> bool {
    text.contains("flags = SingleInheritance|MultipleInheritance|VirtualInheritance")
        || errors
            .iter()
            .any(|m| m == "invalid function argument type: '!llvm.void'")
}

/// MLIR reads a decimal float literal through a double, so an f80 or f128
/// value printed with an exponent beyond a double's range reads back as 0
/// or overflows: its printing is not a fixpoint in MLIR 19 either (see
/// test/lit/attributes/f80-beyond-double.mlir). True when `text` holds a
/// literal with a decimal exponent of 308 or more either way.
fn has_float_beyond_double(text: &str) -> bool {
    let b = text.as_bytes();
    (1..b.len()).any(|i| {
        if !matches!(b[i], b'e' | b'E') || !b[i - 1].is_ascii_digit() {
            return false;
        }
        let rest = &text[i + 1..];
        let rest = rest.strip_prefix(['+', '-']).unwrap_or(rest);
        let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
        digits > 0 && (digits > 3 || rest[..digits].parse::<u32>().is_ok_and(|e| e >= 308))
    })
}

// The input is parsed once and printed in both forms: most mutated inputs
// fail to parse, and parsing them once per form doubled the cost of an
// execution for nothing.
fuzz_target!(
    // Every op the printer takes from its memo of shapes is printed the
    // long way too and compared (printer/op_memo.rs): a difference panics.
    init: std::env::set_var("LLMIR_PRINT_MEMO_CHECK", "1"),
    |data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let Ok((ctx, module)) = parse_verified(text) else { return };
    for generic in [false, true] {
        let opts = PrintOptions { generic, ..Default::default() };
        let once = print_module(&ctx, &module, &opts);
        match parse_verified(&once) {
            Ok((ctx2, module2)) => {
                let twice = print_module(&ctx2, &module2, &opts);
                if !has_float_beyond_double(&once) {
                    assert_eq!(once, twice, "printing is not a fixpoint (generic: {generic})");
                }
            }
            Err(errors) if mlir_prints_unreadable(&once, &errors) => {}
            Err(_) => panic!("llmir's own output does not parse and verify (generic: {generic}):\n{once}"),
        }
    }
});

//! A translated module's textual IR printed on two threads, byte for byte
//! what LLVM's `Module::print` writes.
//!
//! Why: LLVM's printer writes through a `formatted_raw_ostream`, which
//! measures the display width of every byte it passes on (UTF-8 decoding,
//! a table lookup per code point) so that the `; preds = ` comments can be
//! padded to column 50; on Lua's module that is two thirds of the
//! printer's time and a fifth of the whole translation's. The printer
//! cannot be told not to. What can be had is printing the functions in two
//! parts at once: `print_parts.cpp` (C++, as only LLVM's C++ API reaches
//! the pieces) prints the module's head, a range of functions and its tail
//! with a slot tracker of its own, brought to the state the whole-module
//! printer reaches at that point (see there). The first part (head, the
//! first functions, tail) is printed on the calling thread, the second
//! (the other functions) on a second one after LLVM's verifier, which
//! already ran there. Printing only reads the module, as the verifier does.
//!
//! The pieces cost more in all than the whole print (each scans every
//! global and function of the module when it starts): on a machine whose
//! cores are all busy that is a loss (Lua's module: 11% more CPU time and
//! 18% more wall time at a load of 6 on 2 cores), so the parts are printed
//! only when a core is idle (`threads::idle_core`).
//!
//! Modules the parts do not cover (module asm, aliases, comdats, debug
//! info, numbered struct types; fewer than two functions) are printed
//! whole: [`split_point`] or [`eligible`] says so.

use inkwell::llvm_sys::prelude::LLVMModuleRef;

extern "C" {
    fn llmir_print_eligible(m: LLVMModuleRef) -> i32;
    fn llmir_print_part(
        m: LLVMModuleRef,
        from: u32,
        to: u32,
        head: i32,
        tail: i32,
        data: *mut *mut u8,
        len: *mut usize,
        tail_data: *mut *mut u8,
        tail_len: *mut usize,
    ) -> i32;
    fn llmir_print_free(data: *mut u8);
}

/// The share of the functions' weight printed on the calling thread,
/// which also prints the head and tail; the other thread runs LLVM's
/// verifier first (about a quarter of the printer's cost on Lua). Each
/// function and global printed on its own costs a scan of the module's
/// globals and functions (the comdats `AssemblyWriter` collects when it is
/// made), which the head's globals pay on this thread.
const FIRST_SHARE: f64 = 0.5;

/// Where the second part's functions start, from the MLIR module: the
/// first `llvm.func` past [`FIRST_SHARE`] of the functions' source text
/// (text in, text out). The LLVM module's functions are the `llvm.func`
/// ops in order, then what the translation declared on the way
/// (intrinsics), which fall in the second part. `None` under two
/// functions.
pub(crate) fn split_point(ctx: &crate::ir::Context, module: &crate::ir::Module) -> Option<u32> {
    let body = &module.body;
    let top = body.op(module.top);
    let block = top.regions.first().and_then(|&r| body.region(r).blocks.first())?;
    let ops = &body.block(*block).ops;
    let sizes: Vec<usize> =
        ops.iter().map(|&o| body.op(o)).filter(|d| ctx.str(d.name) == "llvm.func").map(|d| d.span.len() as usize + 64).collect();
    if sizes.len() < 2 {
        return None;
    }
    // Each global and function printed on its own scans all of them (see
    // [`FIRST_SHARE`]): quadratic in their number, while printing is
    // linear in the text. Past where the scans would cost about a third of
    // the printing (some 74 instructions per byte of source; 42 per
    // object scanned), the module is printed whole.
    let objects = ops.iter().filter(|&&o| matches!(ctx.str(body.op(o).name), "llvm.func" | "llvm.mlir.global")).count() as f64;
    let text: usize = ops.iter().map(|&o| body.op(o).span.len() as usize).sum();
    if 42.0 * objects * objects > 0.35 * 74.0 * text as f64 {
        return None;
    }
    let total: usize = sizes.iter().sum();
    let mut sum = 0;
    let mut at = 0;
    while at + 1 < sizes.len() && (sum + sizes[at]) as f64 <= FIRST_SHARE * total as f64 {
        sum += sizes[at];
        at += 1;
    }
    Some(at.max(1) as u32)
}

/// Whether the module's text can be printed in parts (see the module's
/// documentation; numbered struct types are found while printing the
/// head, and make [`print_part`] return `None`).
pub(crate) fn eligible(m: LLVMModuleRef) -> bool {
    // SAFETY: the module is alive and only read.
    unsafe { llmir_print_eligible(m) != 0 }
}

/// The text of functions `from..to`, with the module's head before them
/// when asked, appended to `out`; with `tail`, the module's tail (which
/// follows the last function). `None` (and no text) when the head met
/// what the parts do not cover.
pub(crate) fn print_part(m: LLVMModuleRef, from: u32, to: u32, head: bool, tail: bool, out: &mut Vec<u8>) -> Option<Vec<u8>> {
    let (mut data, mut len): (*mut u8, usize) = (std::ptr::null_mut(), 0);
    let (mut tail_data, mut tail_len): (*mut u8, usize) = (std::ptr::null_mut(), 0);
    let mut tail_text = Vec::new();
    // SAFETY: the module is alive and only read; the buffers returned are
    // `len` bytes of `malloc`'s, copied and freed here.
    let ok = unsafe {
        let ok = llmir_print_part(m, from, to, head as i32, tail as i32, &mut data, &mut len, &mut tail_data, &mut tail_len) != 0;
        if !data.is_null() {
            out.extend_from_slice(std::slice::from_raw_parts(data, len));
            llmir_print_free(data);
        }
        if !tail_data.is_null() {
            tail_text.extend_from_slice(std::slice::from_raw_parts(tail_data, tail_len));
            llmir_print_free(tail_data);
        }
        ok
    };
    ok.then_some(tail_text)
}

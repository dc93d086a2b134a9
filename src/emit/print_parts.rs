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
//! Modules the parts do not cover (module asm, aliases, comdats, debug
//! info, numbered struct types; fewer than two functions) are printed
//! whole: [`split`] says `None`.

use inkwell::llvm_sys::prelude::LLVMModuleRef;

extern "C" {
    fn llmir_print_split(m: LLVMModuleRef, share: f64, split: *mut u32) -> i32;
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
    );
    fn llmir_print_free(data: *mut u8);
}

/// The share of the functions' weight printed on the calling thread,
/// which also prints the head and tail; the other thread runs LLVM's
/// verifier first (about a quarter of the printer's cost on Lua). Each
/// function and global printed on its own costs a scan of the module's
/// globals and functions (the comdats `AssemblyWriter` collects when it is
/// made), which the head's globals pay on this thread.
const FIRST_SHARE: f64 = 0.5;

/// Where the second part's functions start, or `None` when the module is
/// printed whole.
pub(crate) fn split(m: LLVMModuleRef) -> Option<u32> {
    let mut at = 0u32;
    // SAFETY: the module is alive and only read.
    (unsafe { llmir_print_split(m, FIRST_SHARE, &mut at) } != 0).then_some(at)
}

/// The text of functions `from..to`, with the module's head before them
/// when asked, appended to `out`; with `tail`, the module's tail (which
/// follows the last function) is returned.
pub(crate) fn print_part(m: LLVMModuleRef, from: u32, to: u32, head: bool, tail: bool, out: &mut Vec<u8>) -> Vec<u8> {
    let (mut data, mut len): (*mut u8, usize) = (std::ptr::null_mut(), 0);
    let (mut tail_data, mut tail_len): (*mut u8, usize) = (std::ptr::null_mut(), 0);
    let mut tail_text = Vec::new();
    // SAFETY: the module is alive and only read; the buffers returned are
    // `len` bytes of `malloc`'s, copied and freed here.
    unsafe {
        llmir_print_part(m, from, to, head as i32, tail as i32, &mut data, &mut len, &mut tail_data, &mut tail_len);
        if !data.is_null() {
            out.extend_from_slice(std::slice::from_raw_parts(data, len));
            llmir_print_free(data);
        }
        if !tail_data.is_null() {
            tail_text.extend_from_slice(std::slice::from_raw_parts(tail_data, tail_len));
            llmir_print_free(tail_data);
        }
    }
    tail_text
}

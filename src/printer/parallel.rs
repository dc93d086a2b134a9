//! Printing a long block on two threads.
//!
//! A module body holds thousands of functions; printing them is a third of
//! a round trip. Value and block names are numbered before printing starts
//! ([`names`](super::names)) and aliases are collected up front, so any run
//! of a block's ops can be printed into a buffer of its own by any
//! [`Printer`] with the same aliases, and the buffers joined in order: the
//! text is the same as a sequential print.
//!
//! The block is cut into chunks of about equal source size, many more than
//! there are threads, and the two printers (this thread's and a helper's)
//! take the next chunk as they finish one. A fixed half each left one
//! thread idle for milliseconds whenever the other shared its core (with
//! the verifier, which runs beside printing, or with the host).
//!
//! The one order-dependent piece of printer state, the renumbering of
//! `distinct[N]` attributes in order of first print, rules forking out when
//! the context holds any distinct attribute.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;

use crate::ir::{Module, Op};

use super::names::Names;
use super::state::Printer;

/// Below this much source text a second thread costs more than it saves.
const MIN_FORK_BYTES: u64 = 64 * 1024;
/// About this much source text per chunk: small enough for the printers to
/// finish within a fraction of a millisecond of each other, large enough
/// that taking a chunk and joining its buffer cost nothing in comparison.
const CHUNK_BYTES: u64 = 64 * 1024;
/// The printer recurses once per nesting level, like the tools' main thread
/// (which runs on a 512 MiB stack).
const PRINT_THREAD_STACK: usize = 512 << 20;

/// A block's ops cut into chunks, and the chunks' text as it is printed.
struct Chunks<'o> {
    ops: Vec<&'o [Op]>,
    /// Source bytes of each chunk, for the buffer's reservation.
    bytes: Vec<u64>,
    /// The next chunk nobody has taken.
    next: AtomicUsize,
    text: Vec<OnceLock<String>>,
}

impl Printer<'_> {
    /// Prints `ops` of one block, each on its own line.
    pub(super) fn print_block_ops(&mut self, m: &Module, names: &Names, ops: &[Op], indent: usize) {
        match self.chunks(m, ops) {
            Some(chunks) => self.print_ops_shared(m, names, chunks, indent),
            None => self.print_ops_here(m, names, ops, indent),
        }
    }

    fn print_ops_here(&mut self, m: &Module, names: &Names, ops: &[Op], indent: usize) {
        for &o in ops {
            self.print_op(m, names, o, indent);
            self.out.push('\n');
        }
    }

    /// Prints `chunks` on this thread and a helper, then appends their
    /// text in order.
    fn print_ops_shared(&mut self, m: &Module, names: &Names, chunks: Chunks<'_>, indent: usize) {
        let other = self.fork();
        let shared = &chunks;
        std::thread::scope(|scope| {
            let spawned = std::thread::Builder::new().stack_size(PRINT_THREAD_STACK).spawn_scoped(scope, move || {
                let mut other = other;
                other.print_chunks(m, names, shared, indent);
                other
            });
            // What this printer printed before the block stays first.
            let before = std::mem::take(&mut self.out);
            // Without a helper, this thread takes every chunk.
            self.print_chunks(m, names, shared, indent);
            self.out = before;
            match spawned.map(|h| h.join()) {
                Ok(Ok(other)) => self.used_resources.extend(other.used_resources),
                Ok(Err(panic)) => std::panic::resume_unwind(panic),
                Err(_) => {}
            }
        });
        let top_level = m.body.is_top_level(chunks.ops[0][0], m.top);
        for text in chunks.text {
            // Every chunk was taken and printed once both printers stopped.
            self.absorb(text.into_inner().unwrap_or_default(), top_level);
        }
    }

    /// Takes chunks until none is left, printing each into a buffer of its
    /// own.
    fn print_chunks(&mut self, m: &Module, names: &Names, chunks: &Chunks<'_>, indent: usize) {
        loop {
            let i = chunks.next.fetch_add(1, Ordering::Relaxed);
            let Some(ops) = chunks.ops.get(i) else { return };
            self.out = String::with_capacity(1024 + chunks.bytes[i] as usize * 5 / 4);
            self.print_ops_here(m, names, ops, indent);
            let _ = chunks.text[i].set(std::mem::take(&mut self.out));
        }
    }

    /// `ops` cut into chunks of about [`CHUNK_BYTES`] of source text, if
    /// forking is allowed and worth it.
    fn chunks<'o>(&self, m: &Module, ops: &'o [Op]) -> Option<Chunks<'o>> {
        if !self.may_fork || ops.len() < 2 || self.ctx.has_distinct_attrs() || !crate::threads::enabled() {
            return None;
        }
        let (mut cut, mut acc) = (Vec::new(), Vec::new());
        let (mut from, mut bytes) = (0, 0);
        for (i, o) in ops.iter().enumerate() {
            bytes += source_bytes(m, std::slice::from_ref(o));
            if bytes >= CHUNK_BYTES || i + 1 == ops.len() {
                cut.push(&ops[from..=i]);
                acc.push(bytes);
                (from, bytes) = (i + 1, 0);
            }
        }
        if acc.iter().sum::<u64>() < MIN_FORK_BYTES {
            return None;
        }
        let text = cut.iter().map(|_| OnceLock::new()).collect();
        Some(Chunks { ops: cut, bytes: acc, next: AtomicUsize::new(0), text })
    }

    /// A printer for the helper thread: same options and aliases; it never
    /// forks again.
    fn fork(&self) -> Self {
        let mut other = Printer::new(self.ctx, self.opts.clone());
        other.attr_aliases = self.attr_aliases.clone();
        other.may_fork = false;
        other.infos = self.infos.clone();
        other
    }

    /// Appends a chunk's text. Text of the top op's body is kept as a piece
    /// of its own when the caller takes pieces (nothing reads back across
    /// the top op's body), so megabytes are not copied to join them.
    fn absorb(&mut self, text: String, top_level: bool) {
        match &mut self.pieces {
            Some(pieces) if top_level => {
                if !self.out.is_empty() {
                    pieces.push(std::mem::take(&mut self.out));
                }
                pieces.push(text);
            }
            _ => append_releasing(&mut self.out, text),
        }
    }
}

/// Appends `from` to `to`, giving `from`'s pages back to the kernel as they
/// are copied: the second half of a large module's text (megabytes) then
/// never exists twice, which is where printing's memory peaked.
fn append_releasing(to: &mut String, from: String) {
    const PIECE: usize = 1 << 20;
    const PAGE: usize = 4096;
    let mut bytes = from.into_bytes();
    to.reserve(bytes.len());
    let base = bytes.as_mut_ptr() as usize;
    let mut at = 0;
    while at < bytes.len() {
        // Pieces end on a character boundary of `from`.
        let mut end = (at + PIECE).min(bytes.len());
        while end < bytes.len() && (bytes[end] as i8) < -0x40 {
            end += 1;
        }
        // SAFETY: `from..end` ends on a character boundary of UTF-8 text.
        to.push_str(unsafe { std::str::from_utf8_unchecked(&bytes[at..end]) });
        let (start, stop) = ((base + at).next_multiple_of(PAGE), (base + end) / PAGE * PAGE);
        if stop > start {
            // SAFETY: whole pages inside `bytes`, which this function owns
            // and never reads below `end` again; they read as zeros after.
            unsafe { libc::madvise(start as *mut libc::c_void, stop - start, libc::MADV_DONTNEED) };
        }
        at = end;
    }
}

/// How much source text `ops` were read from (one byte at least each).
fn source_bytes(m: &Module, ops: &[Op]) -> u64 {
    ops.iter()
        .map(|&o| {
            let span = m.body.op(o).span;
            span.end.saturating_sub(span.start) as u64 + 1
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use crate::ir::Context;
    use crate::printer::{print_module_with, PrintOptions};

    /// A module of `functions` functions of about 1.7 KB each, with
    /// aliased attributes and named results, so that chunks hold both.
    fn module_text(functions: usize) -> String {
        let mut src = String::from("#tag = #llvm.tbaa_root<id = \"root\">\nmodule {\n");
        for f in 0..functions {
            src += &format!("  llvm.func @f{f}(%a: i32, %p: !llvm.ptr) -> i32 {{\n");
            src += "    %c = llvm.mlir.constant(7 : i32) : i32\n";
            for i in 0..30 {
                let prev = if i == 0 { "%a".to_string() } else { format!("%v{}", i - 1) };
                src += &format!("    %v{i} = llvm.add {prev}, %c : i32\n");
            }
            src += "    llvm.store %v29, %p : i32, !llvm.ptr\n    llvm.br ^bb1(%v29 : i32)\n  ^bb1(%r: i32):\n    llvm.return %r : i32\n  }\n";
        }
        src + "}\n"
    }

    #[test]
    fn a_block_printed_in_chunks_on_two_threads_reads_as_printed_in_order() {
        let src = module_text(400);
        assert!(src.len() > 6 * super::CHUNK_BYTES as usize, "several chunks: {}", src.len());
        let mut ctx = Context::new();
        let module = crate::parser::parse(&mut ctx, &src, &Default::default()).expect("parses");
        let opts = PrintOptions::default();
        let in_order = print_module_with(&ctx, &module, &opts, false, false).concat();
        assert!(in_order.contains("llvm.func @f399("), "{}", &in_order[..200]);
        for in_pieces in [false, true] {
            let chunked = print_module_with(&ctx, &module, &opts, in_pieces, true);
            if in_pieces && crate::threads::enabled() {
                assert!(chunked.len() > 6, "one piece per chunk: {}", chunked.len());
            }
            assert!(chunked.concat() == in_order, "in pieces: {in_pieces}");
        }
    }
}

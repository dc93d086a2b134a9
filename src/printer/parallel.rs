//! Printing a long block on two threads.
//!
//! A module body holds thousands of functions; printing them is a third of
//! a round trip. Value and block names are numbered before printing starts
//! ([`names`](super::names)) and aliases are collected up front, so the
//! second half of a block can be printed into its own buffer by a second
//! [`Printer`] and appended: the text is the same as a sequential print.
//! The one order-dependent piece of printer state, the renumbering of
//! `distinct[N]` attributes in order of first print, rules forking out when
//! the context holds any distinct attribute.

use crate::ir::{Module, Op};

use super::names::Names;
use super::state::Printer;

/// Below this much source text a second thread costs more than it saves.
const MIN_FORK_BYTES: u64 = 64 * 1024;
/// The printer recurses once per nesting level, like the tools' main thread
/// (which runs on a 512 MiB stack).
const PRINT_THREAD_STACK: usize = 512 << 20;

impl Printer<'_> {
    /// Prints `ops` of one block, each on its own line.
    pub(super) fn print_block_ops(&mut self, m: &Module, names: &Names, ops: &[Op], indent: usize) {
        match self.fork_point(m, ops) {
            Some(split) => self.print_ops_forked(m, names, ops.split_at(split), indent),
            None => self.print_ops_here(m, names, ops, indent),
        }
    }

    fn print_ops_here(&mut self, m: &Module, names: &Names, ops: &[Op], indent: usize) {
        for &o in ops {
            self.print_op(m, names, o, indent);
            self.out.push('\n');
        }
    }

    fn print_ops_forked(&mut self, m: &Module, names: &Names, (first, second): (&[Op], &[Op]), indent: usize) {
        let mut other = self.fork(source_bytes(m, second));
        std::thread::scope(|scope| {
            let spawned = std::thread::Builder::new()
                .stack_size(PRINT_THREAD_STACK)
                .spawn_scoped(scope, move || {
                    other.print_ops_here(m, names, second, indent);
                    other
                });
            self.print_ops_here(m, names, first, indent);
            match spawned {
                Ok(handle) => match handle.join() {
                    Ok(other) => self.absorb(other, m.body.is_top_level(first[0], m.top)),
                    Err(panic) => std::panic::resume_unwind(panic),
                },
                // No thread to be had: print the rest here.
                Err(_) => self.print_ops_here(m, names, second, indent),
            }
        });
    }

    /// Where to cut `ops` into two halves of about equal source size, if
    /// forking is allowed and worth it.
    fn fork_point(&self, m: &Module, ops: &[Op]) -> Option<usize> {
        if !self.may_fork || ops.len() < 2 || self.ctx.has_distinct_attrs() || !crate::threads::enabled() {
            return None;
        }
        let weight = |o: &Op| source_bytes(m, std::slice::from_ref(o));
        let total: u64 = source_bytes(m, ops);
        if total < MIN_FORK_BYTES {
            return None;
        }
        let mut acc = 0;
        let split = ops.iter().position(|o| {
            acc += weight(o);
            acc * 2 >= total
        })?;
        Some((split + 1).min(ops.len() - 1))
    }

    /// A printer for the second half: same options and aliases, its own
    /// buffer; it never forks again.
    /// A printer for ops of about `bytes` bytes of source text.
    fn fork(&self, bytes: u64) -> Self {
        let mut other = Printer::new(self.ctx, self.opts.clone());
        other.attr_aliases = self.attr_aliases.clone();
        other.may_fork = false;
        other.infos = self.infos.clone();
        other.out.reserve((1 << 16) + bytes as usize * 5 / 4);
        other
    }

    /// Appends what a forked printer printed and what it recorded. The
    /// text of the top op's body is kept as a piece of its own when the
    /// caller takes pieces (nothing reads back across the top op's body).
    fn absorb(&mut self, other: Self, top_level: bool) {
        let Printer { out, used_resources, .. } = other;
        match &mut self.pieces {
            Some(pieces) if top_level => {
                let first = std::mem::take(&mut self.out);
                pieces.push(first);
                pieces.push(out);
            }
            _ => append_releasing(&mut self.out, out),
        }
        self.used_resources.extend(used_resources);
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

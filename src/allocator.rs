//! The tools' global allocator: mimalloc, called the way its plain C API
//! is fastest. The `mimalloc` crate's allocator always takes mimalloc's
//! aligned entry points, whose extra checks were a visible share of a large
//! run (1.4 M allocations on lua.mlir); every mimalloc block is at least
//! 8-byte aligned, so a layout asking no more than that is served by
//! `mi_malloc`/`mi_zalloc`/`mi_realloc` directly, anything more aligned
//! (`i128` values, say) by the aligned calls.

use std::alloc::{GlobalAlloc, Layout};
use std::ffi::c_void;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use libmimalloc_sys as mi;

/// Alignment every mimalloc block has (its size classes are whole words).
const WORD: usize = 8;

pub struct Mimalloc;

// SAFETY: every call hands mimalloc a layout's size and, where the block's
// natural alignment may not satisfy the layout, its alignment; blocks are
// freed and reallocated only through mimalloc.
unsafe impl GlobalAlloc for Mimalloc {
    #[inline]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if layout.align() <= WORD {
            mi::mi_malloc(layout.size()) as *mut u8
        } else {
            mi::mi_malloc_aligned(layout.size(), layout.align()) as *mut u8
        }
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if layout.align() <= WORD {
            mi::mi_zalloc(layout.size()) as *mut u8
        } else {
            mi::mi_zalloc_aligned(layout.size(), layout.align()) as *mut u8
        }
    }

    #[inline]
    unsafe fn dealloc(&self, ptr: *mut u8, _layout: Layout) {
        if let Some(len) = take_mapping(ptr) {
            libc::munmap(ptr as *mut c_void, len);
            return;
        }
        mi::mi_free(ptr as *mut c_void)
    }

    #[inline]
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if let Some(len) = take_mapping(ptr) {
            // A mapped file's text grown or shrunk: from then on it is
            // ordinary memory.
            let new = self.alloc(Layout::from_size_align_unchecked(new_size, layout.align()));
            if !new.is_null() {
                std::ptr::copy_nonoverlapping(ptr, new, len.min(new_size));
            }
            libc::munmap(ptr as *mut c_void, len);
            return new;
        }
        if layout.align() <= WORD {
            mi::mi_realloc(ptr as *mut c_void, new_size) as *mut u8
        } else {
            mi::mi_realloc_aligned(ptr as *mut c_void, new_size, layout.align()) as *mut u8
        }
    }
}

/// Input files mapped into memory ([`read_file_mapped`]): the address and
/// length of each mapping still alive (address 0: a free slot).
const SLOTS: usize = 4;
static MAPPED_AT: [AtomicUsize; SLOTS] = [const { AtomicUsize::new(0) }; SLOTS];
static MAPPED_LEN: [AtomicUsize; SLOTS] = [const { AtomicUsize::new(0) }; SLOTS];
/// Whether a mapping was ever made (the only cost [`Mimalloc`]'s frees pay).
static ANY_MAPPED: AtomicBool = AtomicBool::new(false);

/// Files smaller than this are read into ordinary memory.
const MAP_BYTES: u64 = 1 << 20;

/// The length of the mapping that starts at `ptr`, forgotten. Every free
/// asks: a mapping starts on a page, and few other blocks do.
#[inline(always)]
fn take_mapping(ptr: *mut u8) -> Option<usize> {
    if ptr as usize % 4096 != 0 || !ANY_MAPPED.load(Ordering::Relaxed) {
        return None;
    }
    take_mapping_slow(ptr)
}

#[cold]
#[inline(never)]
fn take_mapping_slow(ptr: *mut u8) -> Option<usize> {
    let at = ptr as usize;
    (0..SLOTS).find_map(|i| {
        (MAPPED_AT[i].load(Ordering::Acquire) == at).then(|| {
            let len = MAPPED_LEN[i].load(Ordering::Acquire);
            MAPPED_AT[i].store(0, Ordering::Release);
            len
        })
    })
}

/// The mapping `text` lies in: (its address, its length).
fn mapping_of(text: &[u8]) -> Option<(usize, usize)> {
    if !ANY_MAPPED.load(Ordering::Relaxed) {
        return None;
    }
    let (from, to) = (text.as_ptr() as usize, text.as_ptr() as usize + text.len());
    (0..SLOTS).find_map(|i| {
        let at = MAPPED_AT[i].load(Ordering::Acquire);
        let len = MAPPED_LEN[i].load(Ordering::Acquire);
        (at != 0 && at <= from && to <= at + len).then_some((at, len))
    })
}

/// A large regular file's bytes, read by mapping the file privately (as
/// MLIR's `MemoryBuffer` does) instead of copying it: its pages are then
/// the kernel's page cache's, and [`release_mapped`] can give them back
/// once the text has been parsed; read again, they come from the file.
/// `None` for a small or non-regular file, or when mapping fails (read it
/// the usual way then). As with MLIR's tools, a file truncated by another
/// process while it is mapped faults.
///
/// # Safety
/// The program's global allocator must be [`Mimalloc`] (its `dealloc` and
/// `realloc` unmap the returned vector's memory), and the bytes must not be
/// written to while [`release_mapped`] may be called on them.
pub unsafe fn read_file_mapped(file: &std::fs::File) -> Option<Vec<u8>> {
    use std::os::fd::AsRawFd;
    let meta = file.metadata().ok()?;
    if !meta.is_file() || meta.len() < MAP_BYTES || meta.len() > u32::MAX as u64 {
        return None;
    }
    let len = meta.len() as usize;
    let slot = (0..SLOTS).find(|&i| MAPPED_AT[i].load(Ordering::Acquire) == 0)?;
    let at = libc::mmap(std::ptr::null_mut(), len, libc::PROT_READ | libc::PROT_WRITE, libc::MAP_PRIVATE, file.as_raw_fd(), 0);
    if at == libc::MAP_FAILED {
        return None;
    }
    MAPPED_LEN[slot].store(len, Ordering::Release);
    MAPPED_AT[slot].store(at as usize, Ordering::Release);
    ANY_MAPPED.store(true, Ordering::Release);
    // A file that shrank since its size was read.
    let mapped = Vec::from_raw_parts(at as *mut u8, len, len);
    if meta.len() != file.metadata().ok()?.len() {
        return None;
    }
    Some(mapped)
}

/// mimalloc's option number for the purge delay: how many milliseconds
/// freed memory is kept before it goes back to the kernel (negative:
/// never).
const PURGE_DELAY_OPTION: i32 = 15;

/// Keeps freed memory `ms` milliseconds before giving it back to the
/// kernel (negative: for good; 0: at once). The tools' one place to set
/// it. Safe: sets a global allocator option; no memory is touched.
pub fn purge_after(ms: i64) {
    // SAFETY: see above.
    unsafe { mi::mi_option_set(PURGE_DELAY_OPTION, ms as std::ffi::c_long) };
}

/// How long llmir-opt keeps freed memory on a large input. Freed at once,
/// a large input's temporaries (syntax trees, token vectors) are returned
/// only for the IR built next to fault fresh pages in again (a tenth of
/// the run on lua.mlir); kept for good, they raise a 30 MB module's peak
/// from 122 to 164 MiB. 2 ms keeps most of the speed and peak memory near
/// half of mlir-opt-19's (10 ms, mimalloc's default, came within a few
/// percent of it on lua.generic.mlir; `scripts/bench.py`).
pub const LARGE_INPUT_PURGE_MS: i64 = 2;

/// Inputs up to this size keep their freed memory for the whole run.
const KEEP_FREED_BELOW: usize = 8 << 20;

/// Sets how long freed memory is kept, for a run that reads `input_bytes`
/// of text (llmir-opt, which reads, verifies and prints). Inputs below
/// [`KEEP_FREED_BELOW`] keep it for good: their whole run needs a few tens
/// of MiB, and each purge only makes the next allocation fault fresh
/// pages in again, on a second core a TLB shootdown as well (on lua.mlir:
/// a tenth of the run's page faults and two thirds of its shootdowns, for
/// 8 MiB more peak memory, 0.39 of mlir-opt-19's). Larger inputs keep it
/// [`LARGE_INPUT_PURGE_MS`].
pub fn set_purge_delay_for_input(input_bytes: usize) {
    purge_after(if input_bytes < KEEP_FREED_BELOW { -1 } else { LARGE_INPUT_PURGE_MS });
}

/// Gives back the resident pages of `text` when it is (part of) a file read
/// by [`read_file_mapped`]: the next read of them maps them again from the
/// file, so nothing changes but memory use (a large input's text is a fifth
/// of a round trip's peak, and once parsed only diagnostics read it). No
/// effect on any other text.
pub fn release_mapped(text: &[u8]) {
    const PAGE: usize = 4096;
    let Some((at, len)) = mapping_of(text) else { return };
    let start = (text.as_ptr() as usize).next_multiple_of(PAGE).max(at);
    let end = (text.as_ptr() as usize + text.len()).min(at + len);
    // The last page goes too when the text runs to the mapping's end.
    let end = if end == at + len { end.next_multiple_of(PAGE) } else { end / PAGE * PAGE };
    if end > start {
        // SAFETY: whole pages of a private file mapping nobody wrote to
        // (`read_file_mapped`'s contract): they read the same afterwards.
        unsafe { libc::madvise(start as *mut c_void, end - start, libc::MADV_DONTNEED) };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_inputs_keep_freed_memory_and_large_ones_purge_after_2_ms() {
        let delay = || unsafe { mi::mi_option_get(PURGE_DELAY_OPTION) };
        set_purge_delay_for_input(4 << 20);
        assert_eq!(delay(), -1, "a lua.mlir-sized input never purges");
        set_purge_delay_for_input(KEEP_FREED_BELOW);
        assert_eq!(delay(), 2, "from 8 MiB on, freed memory goes back after 2 ms");
        set_purge_delay_for_input(30 << 20);
        assert_eq!(delay(), 2);
    }
}

//! The tools' global allocator: mimalloc, called the way its plain C API
//! is fastest. The `mimalloc` crate's allocator always takes mimalloc's
//! aligned entry points, whose extra checks were a visible share of a large
//! run (1.4 M allocations on lua.mlir); every mimalloc block is at least
//! 8-byte aligned, so a layout asking no more than that is served by
//! `mi_malloc`/`mi_zalloc`/`mi_realloc` directly, anything more aligned
//! (`i128` values, say) by the aligned calls.

use std::alloc::{GlobalAlloc, Layout};
use std::ffi::c_void;

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
        mi::mi_free(ptr as *mut c_void)
    }

    #[inline]
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if layout.align() <= WORD {
            mi::mi_realloc(ptr as *mut c_void, new_size) as *mut u8
        } else {
            mi::mi_realloc_aligned(ptr as *mut c_void, new_size, layout.align()) as *mut u8
        }
    }
}

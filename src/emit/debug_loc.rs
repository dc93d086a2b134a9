//! MLIR locations → `!DILocation`s, as MLIR 19's DebugTranslation builds
//! them: a file location needs a scope (the function's subprogram, or the
//! scope of an enclosing `fused<#di_local_scope>`), a call site makes its
//! caller the callee's `inlinedAt` (the callee starts without a scope), a
//! fused location merges its parts as `DILocation::getMergedLocation` does,
//! names and unknown locations add nothing. An op without `loc(...)` is at
//! its name in the source, as MLIR's parser locates it.

use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::debuginfo::*;
use inkwell::llvm_sys::prelude::*;

use super::Tr;
use crate::ir::{Attr, AttrKind, LocKind, Op, Span, Value};

/// A location: an attribute, or an implicit source position (line, col).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Loc {
    Attr(Attr),
    Pos(u32, u32),
}

const NULL: LLVMMetadataRef = std::ptr::null_mut();

impl Tr<'_> {
    /// Sets the builder's debug location for the instructions of `op`.
    pub(crate) fn set_op_debug_loc(&mut self, op: Op) {
        if !self.di.enabled {
            return;
        }
        let d = self.body.op(op);
        let loc = match d.loc {
            Some(l) => Loc::Attr(l),
            None => self.position(op_name_offset(self.source(), d.span)),
        };
        self.set_debug_loc(loc);
    }

    /// Sets the builder's debug location for the PHI of a block argument.
    pub(crate) fn set_arg_debug_loc(&mut self, v: Value) {
        if !self.di.enabled {
            return;
        }
        let d = self.body.value(v);
        let loc = match d.loc {
            Some(l) => Loc::Attr(l),
            None => self.position(d.span.start),
        };
        self.set_debug_loc(loc);
    }

    /// Clears the builder's debug location (between functions).
    pub(crate) fn clear_debug_loc(&mut self) {
        // SAFETY: resets the builder's location.
        unsafe { LLVMSetCurrentDebugLocation2(self.b, NULL) };
    }

    /// The subprogram of the function the builder is in (null: none).
    fn current_subprogram(&self) -> LLVMMetadataRef {
        // SAFETY: reads the function the builder is in and its subprogram.
        unsafe {
            let bb = LLVMGetInsertBlock(self.b);
            if bb.is_null() {
                NULL
            } else {
                LLVMGetSubprogram(LLVMGetBasicBlockParent(bb))
            }
        }
    }

    /// A location attribute as a `!DILocation` in the current function
    /// (null when it has none), e.g. a loop's start and end.
    pub(crate) fn function_location(&mut self, l: Attr) -> LLVMMetadataRef {
        if !self.di.enabled {
            return NULL;
        }
        let sp = self.current_subprogram();
        self.translate_loc(Loc::Attr(l), sp, NULL, 0)
    }

    fn set_debug_loc(&mut self, loc: Loc) {
        let sp = self.current_subprogram();
        let dl = self.translate_loc(loc, sp, NULL, 0);
        // SAFETY: `dl` is null or a DILocation of the live context.
        unsafe { LLVMSetCurrentDebugLocation2(self.b, dl) };
    }

    fn source(&self) -> &[u8] {
        self.source.as_deref().map(|s| s.as_bytes()).unwrap_or_default()
    }

    /// The 1-based line and column of a byte offset of the source.
    fn position(&self, offset: u32) -> Loc {
        // Measured on first use: most modules have no subprogram, so no
        // op is placed in the file.
        let starts = self.di.line_starts.get_or_init(|| line_starts(self.source.as_deref().map_or("", |s| s.as_str())));
        let line = starts.partition_point(|&s| s <= offset).max(1);
        let col = offset - starts.get(line - 1).copied().unwrap_or(0) + 1;
        Loc::Pos(line as u32, col)
    }

    /// A location in `scope` (null: none yet), inlined at `inlined_at`.
    fn translate_loc(&mut self, loc: Loc, scope: LLVMMetadataRef, inlined_at: LLVMMetadataRef, depth: u32) -> LLVMMetadataRef {
        if depth > 256 {
            return NULL;
        }
        if let Some(&l) = self.di.locs.get(&(loc, scope, inlined_at)) {
            return l;
        }
        let ctx = self.ctx;
        let result = match loc {
            Loc::Pos(line, col) => self.di_location(line, col, scope, inlined_at),
            Loc::Attr(a) => match ctx.attr_kind(a) {
                AttrKind::Loc(LocKind::FileLineCol { line, col, .. }) => self.di_location(*line, *col, scope, inlined_at),
                AttrKind::Loc(LocKind::CallSite { callee, caller }) => {
                    let mut caller_loc = self.translate_loc(Loc::Attr(*caller), scope, inlined_at, depth + 1);
                    if caller_loc.is_null() {
                        if inlined_at.is_null() {
                            return NULL;
                        }
                        caller_loc = inlined_at;
                    }
                    let l = self.translate_loc(Loc::Attr(*callee), NULL, caller_loc, depth + 1);
                    if l.is_null() {
                        caller_loc
                    } else {
                        l
                    }
                }
                AttrKind::Loc(LocKind::Fused { metadata, locs }) => {
                    let mut scope = scope;
                    if let Some(m) = metadata.filter(|&m| self.is_local_scope(m)) {
                        scope = self.di.nodes.get(&m).copied().unwrap_or(NULL);
                    }
                    let locs = locs.clone();
                    let mut merged = NULL;
                    for (i, &x) in locs.iter().enumerate() {
                        let l = self.translate_loc(Loc::Attr(x), scope, inlined_at, depth + 1);
                        merged = if i == 0 { l } else { self.merged_location(merged, l) };
                    }
                    merged
                }
                AttrKind::Loc(LocKind::Name { child: Some(c), .. }) => self.translate_loc(Loc::Attr(*c), scope, inlined_at, depth + 1),
                _ => NULL,
            },
        };
        self.di.locs.insert((loc, scope, inlined_at), result);
        result
    }

    fn di_location(&self, line: u32, col: u32, scope: LLVMMetadataRef, inlined_at: LLVMMetadataRef) -> LLVMMetadataRef {
        if scope.is_null() {
            return NULL;
        }
        // SAFETY: builds a uniqued DILocation from nodes of the live context.
        unsafe { LLVMDIBuilderCreateDebugLocation(self.llctx, line, col, scope, inlined_at) }
    }

    /// The subprogram a local scope belongs to.
    fn subprogram_of(&self, mut s: LLVMMetadataRef) -> LLVMMetadataRef {
        for _ in 0..256 {
            match self.di.scope_parent.get(&s) {
                Some(Some(p)) => s = *p,
                _ => return s,
            }
        }
        s
    }

    /// LLVM 19's `DILocation::getMergedLocation`: the locations' common
    /// part along their inlined-at chains, else line 0 in `a`'s scope.
    fn merged_location(&self, a: LLVMMetadataRef, b: LLVMMetadataRef) -> LLVMMetadataRef {
        if a.is_null() || b.is_null() {
            return NULL;
        }
        if a == b {
            return a;
        }
        // SAFETY: every node handled here is a DILocation (or its scope) of
        // the live context, read through the C API's accessors.
        unsafe {
            let chain = |mut l: LLVMMetadataRef| {
                let mut v = Vec::new();
                while !l.is_null() && v.len() < 256 {
                    v.push(l);
                    l = LLVMDILocationGetInlinedAt(l);
                }
                v
            };
            let (a_chain, b_chain) = (chain(a), chain(b));
            let key = |l: LLVMMetadataRef| (self.subprogram_of(LLVMDILocationGetScope(l)), LLVMDILocationGetInlinedAt(l));
            // The first location of b's chain whose (subprogram, inlined-at)
            // is also in a's chain: where the walk back up starts.
            let mut start = None;
            for (j, &l) in b_chain.iter().enumerate() {
                if let Some(i) = a_chain.iter().position(|&x| key(x) == key(l)) {
                    start = Some((i, j));
                    break;
                }
            }
            let mut result = NULL;
            if let Some((i, j)) = start {
                result = LLVMDILocationGetInlinedAt(a_chain[i]);
                let (mut i, mut j) = (i as isize, j as isize);
                while i >= 0 && j >= 0 {
                    let (l1, l2) = (a_chain[i as usize], b_chain[j as usize]);
                    let merged = self.merge_pair(l1, l2, result);
                    if merged.is_null() {
                        break;
                    }
                    result = merged;
                    i -= 1;
                    j -= 1;
                }
            }
            if !result.is_null() {
                return result;
            }
            LLVMDIBuilderCreateDebugLocation(self.llctx, 0, 0, LLVMDILocationGetScope(a), NULL)
        }
    }

    /// Two locations of one subprogram: the same line/column where they
    /// agree (0 otherwise) in their nearest common scope.
    unsafe fn merge_pair(&self, l1: LLVMMetadataRef, l2: LLVMMetadataRef, inlined_at: LLVMMetadataRef) -> LLVMMetadataRef {
        let (s1, s2) = (LLVMDILocationGetScope(l1), LLVMDILocationGetScope(l2));
        if l1 == l2 {
            return LLVMDIBuilderCreateDebugLocation(self.llctx, LLVMDILocationGetLine(l1), LLVMDILocationGetColumn(l1), s1, inlined_at);
        }
        if self.subprogram_of(s1) != self.subprogram_of(s2) {
            return NULL;
        }
        let mut ancestors = Vec::new();
        let mut s = s1;
        while !s.is_null() && ancestors.len() < 256 {
            ancestors.push(s);
            s = self.di.scope_parent.get(&s).copied().flatten().unwrap_or(NULL);
        }
        let mut common = NULL;
        let mut s = s2;
        for _ in 0..256 {
            if s.is_null() {
                break;
            }
            if ancestors.contains(&s) {
                common = s;
                break;
            }
            s = self.di.scope_parent.get(&s).copied().flatten().unwrap_or(NULL);
        }
        if common.is_null() {
            return NULL;
        }
        let same_line = LLVMDILocationGetLine(l1) == LLVMDILocationGetLine(l2);
        let same_col = LLVMDILocationGetColumn(l1) == LLVMDILocationGetColumn(l2);
        let line = if same_line { LLVMDILocationGetLine(l1) } else { 0 };
        let col = if same_line && same_col { LLVMDILocationGetColumn(l1) } else { 0 };
        LLVMDIBuilderCreateDebugLocation(self.llctx, line, col, common, inlined_at)
    }
}

/// Where MLIR locates an op: at its name, after any `%results =`.
fn op_name_offset(src: &[u8], span: Span) -> u32 {
    let start = span.start as usize;
    if src.get(start) != Some(&b'%') {
        return span.start;
    }
    let end = (span.end as usize).min(src.len());
    let Some(eq) = src.get(start..end).and_then(|s| s.iter().position(|&b| b == b'=')) else { return span.start };
    let mut i = start + eq + 1;
    while i < end && src[i].is_ascii_whitespace() {
        i += 1;
    }
    i as u32
}

/// Byte offsets of the start of each line.
pub(crate) fn line_starts(src: &str) -> Vec<u32> {
    // memchr: a byte-at-a-time filter was 5 % of a translation.
    let mut v = vec![0u32];
    v.extend(memchr::memchr_iter(b'\n', src.as_bytes()).map(|i| i as u32 + 1));
    v
}

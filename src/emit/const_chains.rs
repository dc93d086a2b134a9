//! `llvm.insertvalue` chains of constants built in one step.
//!
//! Why: clang's constant aggregates come out of `mlir-translate
//! --import-llvm` as an `undef` and one `insertvalue` per element, in
//! global initializers and in function bodies alike. Each insertion of a
//! constant into a constant folds to a new aggregate of all the elements
//! (LLVM's `ConstantFoldInsertValueInstruction`), interned for good in the
//! context: time and memory quadratic in the aggregate's length (mawk's
//! tables of a thousand entries took two thirds of its translation and
//! most of its 280 MiB). An insertion whose only user is the next
//! insertion into its result is kept as a list of elements instead, and
//! the aggregate is made once at the end of the chain, by the same
//! `ConstantStruct::get`/`ConstantArray::get` the folding ends in: the
//! constant, and the printed IR, are the same.

use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::*;
use inkwell::llvm_sys::LLVMTypeKind;
use rustc_hash::FxHashMap;

use super::{Tr, R};
use crate::ir::{Op, Value};

/// The chains' state in one translation.
#[derive(Default)]
pub(crate) struct Chains {
    /// How many times each value is used in the module, and by which op
    /// last; made on the first `insertvalue` (modules without any pay
    /// nothing).
    uses: Vec<(u32, Option<Op>)>,
    /// The elements of insertions not made constants yet, by result.
    pending: FxHashMap<Value, (LLVMTypeRef, Vec<LLVMValueRef>)>,
}

impl Tr<'_> {
    /// Translates `llvm.insertvalue` `op` as a link of a chain: `Some` of
    /// its constant, or of null when it is kept pending for the next link;
    /// `None` when it is not a link (the caller translates it, its
    /// operands all made constants first).
    pub(crate) fn insert_chain_link(&mut self, op: Op) -> R<Option<LLVMValueRef>> {
        if self.chains.uses.is_empty() {
            self.count_uses();
        }
        let d = self.body.op(op);
        let span = d.span;
        let (Some(p), [agg, val], Some(result)) = (one_level(self, op), &d.operands[..], d.results().next()) else {
            self.make_pending_operands(op);
            return Ok(None);
        };
        let (agg, val) = (*agg, *val);
        let pending_ty = self.chains.pending.get(&agg).map(|(ty, _)| *ty);
        // SAFETY: inspects live values and types.
        let fits = unsafe {
            let v = self.value(val, span)?;
            let ty = match pending_ty {
                Some(ty) => ty,
                None => LLVMTypeOf(self.value(agg, span)?),
            };
            LLVMIsConstant(v) != 0
                && (pending_ty.is_some() || LLVMIsConstant(self.value(agg, span)?) != 0)
                && super::ops::check_position(ty, &[p as i128], span).is_ok()
                && LLVMTypeOf(v) == element_type(ty, p)
        };
        if !fits {
            self.make_pending_operands(op);
            return Ok(None);
        }
        let (ty, mut elements) = match self.chains.pending.remove(&agg) {
            Some(pending) => pending,
            // SAFETY: reads a live constant.
            None => match unsafe { elements(self.value(agg, span)?) } {
                Some(found) => found,
                None => return Ok(None),
            },
        };
        elements[p as usize] = self.value(val, span)?;
        let (count, user) = self.chains.uses.get(result.index()).copied().unwrap_or((0, None));
        let continues = count == 1
            && user.is_some_and(|u| one_level(self, u).is_some() && self.body.op(u).operands.first() == Some(&result));
        if continues {
            self.chains.pending.insert(result, (ty, elements));
            return Ok(Some(std::ptr::null_mut()));
        }
        Ok(Some(make(ty, &mut elements)))
    }

    /// Makes the pending aggregates `op` uses constants.
    fn make_pending_operands(&mut self, op: Op) {
        if self.chains.pending.is_empty() {
            return;
        }
        for &v in self.body.op(op).operands.iter() {
            if let Some((ty, mut elements)) = self.chains.pending.remove(&v) {
                self.values[v.index()] = make(ty, &mut elements);
            }
        }
    }

    fn count_uses(&mut self) {
        let mut uses = vec![(0u32, None); self.body.values.len()];
        for (i, d) in self.body.ops.iter().enumerate() {
            for v in d.operands.iter() {
                if let Some(u) = uses.get_mut(v.index()) {
                    u.0 += 1;
                    u.1 = Some(Op(i as u32));
                }
            }
        }
        self.chains.uses = uses;
    }
}

/// The position of a one-level `llvm.insertvalue`.
fn one_level(tr: &Tr<'_>, op: Op) -> Option<u32> {
    if tr.ctx.str(tr.body.op(op).name) != "llvm.insertvalue" {
        return None;
    }
    match tr.prop(op, "position").and_then(|a| tr.dense_ints(a)).as_deref() {
        Some(&[p]) => u32::try_from(p).ok(),
        _ => None,
    }
}

/// The type of element `p` of aggregate type `ty` (a valid position).
unsafe fn element_type(ty: LLVMTypeRef, p: u32) -> LLVMTypeRef {
    if LLVMGetTypeKind(ty) == LLVMTypeKind::LLVMStructTypeKind {
        LLVMStructGetTypeAtIndex(ty, p)
    } else {
        LLVMGetElementType(ty)
    }
}

/// The type and elements of constant aggregate `a`, when it has them.
unsafe fn elements(a: LLVMValueRef) -> Option<(LLVMTypeRef, Vec<LLVMValueRef>)> {
    let ty = LLVMTypeOf(a);
    let n = match LLVMGetTypeKind(ty) {
        LLVMTypeKind::LLVMStructTypeKind => LLVMCountStructElementTypes(ty) as u64,
        LLVMTypeKind::LLVMArrayTypeKind => LLVMGetArrayLength2(ty),
        _ => return None,
    };
    let mut elements = Vec::with_capacity(n as usize);
    for i in 0..n {
        let e = LLVMGetAggregateElement(a, i as u32);
        if e.is_null() {
            return None;
        }
        elements.push(e);
    }
    Some((ty, elements))
}

/// The constant aggregate of type `ty` with these elements.
fn make(ty: LLVMTypeRef, elements: &mut [LLVMValueRef]) -> LLVMValueRef {
    // SAFETY: `elements` are constants of the aggregate's element types
    // (each checked as it was inserted).
    unsafe {
        if LLVMGetTypeKind(ty) == LLVMTypeKind::LLVMStructTypeKind {
            LLVMConstNamedStruct(ty, elements.as_mut_ptr(), elements.len() as u32)
        } else {
            LLVMConstArray2(LLVMGetElementType(ty), elements.as_mut_ptr(), elements.len() as u64)
        }
    }
}

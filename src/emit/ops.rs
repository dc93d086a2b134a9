//! One LLVM dialect op → LLVM instructions (or folded constants), with the
//! op's flags: overflow (`nsw`/`nuw`), `exact`, fast-math, volatile, atomic
//! orderings, alignment, `inbounds`, calling conventions, tail-call kinds.

use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::*;
use inkwell::llvm_sys::{
    LLVMAtomicOrdering, LLVMAtomicRMWBinOp, LLVMIntPredicate, LLVMOpcode, LLVMRealPredicate, LLVMTailCallKind, LLVMTypeKind,
};

use super::consts::const_int;
use super::{err, Tr, R};
use crate::ir::{AttrKind, Op, Span, Value};

const NONAME: *const std::ffi::c_char = c"".as_ptr();

/// How many operands [`Operands`] holds without a heap allocation.
const INLINE_OPERANDS: usize = 4;

/// The LLVM values of an op's operands: most ops have a few, kept inline
/// (one allocation per op was a measurable part of translation).
pub(crate) enum Operands {
    Inline([LLVMValueRef; INLINE_OPERANDS], usize),
    Heap(Vec<LLVMValueRef>),
}

impl std::ops::Deref for Operands {
    type Target = [LLVMValueRef];
    fn deref(&self) -> &[LLVMValueRef] {
        match self {
            Operands::Inline(values, n) => &values[..*n],
            Operands::Heap(values) => values,
        }
    }
}

impl std::ops::DerefMut for Operands {
    fn deref_mut(&mut self) -> &mut [LLVMValueRef] {
        match self {
            Operands::Inline(values, n) => &mut values[..*n],
            Operands::Heap(values) => values,
        }
    }
}

impl Tr<'_> {
    /// The LLVM value of an already translated MLIR value.
    pub(crate) fn value(&self, v: Value, span: Span) -> R<LLVMValueRef> {
        match self.values.get(v.index()) {
            Some(x) if !x.is_null() => Ok(*x),
            _ => err(span, "llmir-translate: an operand is used before its definition was translated"),
        }
    }

    pub(crate) fn operands(&self, op: Op) -> R<Operands> {
        let d = self.body.op(op);
        if d.operands.len() > INLINE_OPERANDS {
            return d.operands.iter().map(|&v| self.value(v, d.span)).collect::<R<Vec<_>>>().map(Operands::Heap);
        }
        let mut inline = [std::ptr::null_mut(); INLINE_OPERANDS];
        for (slot, &v) in inline.iter_mut().zip(d.operands.iter()) {
            *slot = self.value(v, d.span)?;
        }
        Ok(Operands::Inline(inline, d.operands.len()))
    }

    /// [`Tr::operands`] in a vector the caller may grow.
    pub(crate) fn operands_vec(&self, op: Op) -> R<Vec<LLVMValueRef>> {
        let d = self.body.op(op);
        d.operands.iter().map(|&v| self.value(v, d.span)).collect()
    }

    /// The LLVM type of the op's single result.
    fn result_ty(&mut self, op: Op) -> R<LLVMTypeRef> {
        let d = self.body.op(op);
        let span = d.span;
        let Some(r) = d.results().next() else { return err(span, "expected a result") };
        let t = self.body.value(r).ty;
        self.ty(t).or_else(|m| err(span, m))
    }

    fn type_prop(&mut self, op: Op, name: &'static str) -> R<LLVMTypeRef> {
        let span = self.body.op(op).span;
        let ctx = self.ctx;
        match self.prop(op, name).map(|a| ctx.attr_kind(a)) {
            Some(&AttrKind::Type(t)) => self.ty(t).or_else(|m| err(span, m)),
            _ => err(span, format!("expected a type attribute '{name}'")),
        }
    }

    /// The operand groups of an op with `operandSegmentSizes`.
    pub(crate) fn segments(&self, op: Op) -> Vec<Vec<Value>> {
        let d = self.body.op(op);
        let sizes = self.prop(op, "operandSegmentSizes").and_then(|a| self.dense_ints(a)).unwrap_or_default();
        let mut out = Vec::new();
        let mut at = 0usize;
        for s in sizes {
            let end = (at + s.max(0) as usize).min(d.operands.len());
            out.push(d.operands[at..end].to_vec());
            at = end;
        }
        out
    }

    /// Translates one op inside a function body (or a global initializer).
    pub(crate) fn op(&mut self, op: Op) -> R<()> {
        let d = self.body.op(op);
        let span = d.span;
        let name = self.ctx.str(d.name);
        let b = self.b;
        // SAFETY: every LLVM call in this match builds an instruction or a
        // constant from values and types of the live context; operands come
        // from `self.value` (translated, non-null) and types from `self.ty`.
        let v: LLVMValueRef = unsafe {
            if let Some(opc) = binary_opcode(name) {
                let o = self.operands(op)?;
                if o.len() != 2 {
                    return err(span, "expected two operands");
                }
                let v = LLVMBuildBinOp(b, opc, at(&o, 0, span)?, at(&o, 1, span)?, NONAME);
                if !LLVMIsAInstruction(v).is_null() {
                    for w in self.words(op, "overflowFlags") {
                        match w {
                            "nsw" => LLVMSetNSW(v, 1),
                            "nuw" => LLVMSetNUW(v, 1),
                            _ => {}
                        }
                    }
                    if self.has(op, "isExact") {
                        LLVMSetExact(v, 1);
                    }
                    if self.has(op, "isDisjoint") {
                        LLVMSetIsDisjoint(v, 1);
                    }
                    self.set_fmf(op, v);
                }
                v
            } else if let Some(opc) = cast_opcode(name) {
                let o = self.operands(op)?;
                let t = self.result_ty(op)?;
                let v = LLVMBuildCast(b, opc, at(&o, 0, span)?, t, NONAME);
                if !LLVMIsAInstruction(v).is_null() && self.has(op, "nonNeg") {
                    LLVMSetNNeg(v, 1);
                }
                v
            } else if let Some(which) = name.strip_prefix("llvm.intr.dbg.") {
                return self.debug_intrinsic(op, which);
            } else if let Some(rest) = name.strip_prefix("llvm.intr.") {
                return self.intrinsic(op, rest);
            } else if name == "llvm.call_intrinsic" {
                return self.call_intrinsic(op);
            } else {
                match name {
                    "llvm.fneg" => {
                        let o = self.operands(op)?;
                        let v = LLVMBuildFNeg(b, at(&o, 0, span)?, NONAME);
                        self.set_fmf(op, v);
                        v
                    }
                    "llvm.icmp" => {
                        let o = self.operands(op)?;
                        let p = icmp_pred(self.int_prop(op, "predicate").unwrap_or(0));
                        LLVMBuildICmp(b, p, at(&o, 0, span)?, at(&o, 1, span)?, NONAME)
                    }
                    "llvm.fcmp" => {
                        let o = self.operands(op)?;
                        let p = fcmp_pred(self.int_prop(op, "predicate").unwrap_or(0));
                        let v = LLVMBuildFCmp(b, p, at(&o, 0, span)?, at(&o, 1, span)?, NONAME);
                        self.set_fmf(op, v);
                        v
                    }
                    "llvm.select" => {
                        let o = self.operands(op)?;
                        let v = LLVMBuildSelect(b, at(&o, 0, span)?, at(&o, 1, span)?, at(&o, 2, span)?, NONAME);
                        self.set_fmf(op, v);
                        v
                    }
                    "llvm.freeze" => LLVMBuildFreeze(b, self.operands(op)?[0], NONAME),
                    "llvm.mlir.constant" => {
                        let t = self.result_ty(op)?;
                        let Some(a) = self.prop(op, "value") else { return err(span, "expected a 'value'") };
                        self.const_from_attr(a, t, span)?
                    }
                    "llvm.mlir.undef" => LLVMGetUndef(self.result_ty(op)?),
                    "llvm.mlir.poison" => LLVMGetPoison(self.result_ty(op)?),
                    "llvm.mlir.zero" => LLVMConstNull(self.result_ty(op)?),
                    "llvm.mlir.none" => LLVMConstNull(self.result_ty(op)?),
                    "llvm.mlir.addressof" => {
                        let Some(n) = self.prop(op, "global_name").and_then(|a| self.sym_root(a)) else {
                            return err(span, "expected a 'global_name'");
                        };
                        match self.symbols.get(n) {
                            Some(&g) => g,
                            None => return err(span, format!("unknown symbol '@{n}'")),
                        }
                    }
                    "llvm.load" => {
                        let o = self.operands(op)?;
                        let t = self.result_ty(op)?;
                        if LLVMTypeIsSized(t) == 0 || !is_kind(at(&o, 0, span)?, LLVMTypeKind::LLVMPointerTypeKind) {
                            return err(span, "'llvm.load' needs a pointer operand and a sized result type");
                        }
                        let v = LLVMBuildLoad2(b, t, at(&o, 0, span)?, NONAME);
                        self.memory_flags(op, v);
                        self.memory_metadata(op, v);
                        self.access_metadata(op, v);
                        v
                    }
                    "llvm.store" => {
                        let o = self.operands(op)?;
                        if !is_kind(at(&o, 1, span)?, LLVMTypeKind::LLVMPointerTypeKind) {
                            return err(span, "'llvm.store' needs a pointer operand");
                        }
                        let v = LLVMBuildStore(b, at(&o, 0, span)?, at(&o, 1, span)?);
                        self.memory_flags(op, v);
                        self.memory_metadata(op, v);
                        self.access_metadata(op, v);
                        v
                    }
                    "llvm.alloca" => {
                        let o = self.operands(op)?;
                        let t = self.type_prop(op, "elem_type")?;
                        if LLVMTypeIsSized(t) == 0 || !is_kind(at(&o, 0, span)?, LLVMTypeKind::LLVMIntegerTypeKind) {
                            return err(span, "'llvm.alloca' needs a sized element type and an integer count");
                        }
                        let rt = self.result_ty(op)?;
                        if LLVMGetTypeKind(rt) != LLVMTypeKind::LLVMPointerTypeKind {
                            return err(span, "'llvm.alloca' must give a pointer");
                        }
                        let space = LLVMGetPointerAddressSpace(rt);
                        let v = if self.has(op, "inalloca") {
                            self.inalloca_alloca(space, t, at(&o, 0, span)?, span)?
                        } else {
                            self.alloca_in(space, t, at(&o, 0, span)?)
                        };
                        if let Some(a) = self.int_prop(op, "alignment").filter(|&a| a > 0) {
                            LLVMSetAlignment(v, a as u32);
                        }
                        v
                    }
                    "llvm.getelementptr" => self.gep(op)?,
                    "llvm.extractvalue" => {
                        let o = self.operands(op)?;
                        let pos = self.prop(op, "position").and_then(|a| self.dense_ints(a)).unwrap_or_default();
                        check_position(LLVMTypeOf(at(&o, 0, span)?), &pos, span)?;
                        let mut v = at(&o, 0, span)?;
                        // The C API takes one index; nested positions chain.
                        for p in pos {
                            v = LLVMBuildExtractValue(b, v, p as u32, NONAME);
                        }
                        v
                    }
                    "llvm.insertvalue" => {
                        match self.insert_chain_link(op)? {
                            // Kept for the next link of the chain.
                            Some(v) if v.is_null() => return Ok(()),
                            Some(v) => {
                                if let Some(r) = self.body.op(op).results().next() {
                                    self.values[r.index()] = v;
                                }
                                return Ok(());
                            }
                            None => {}
                        }
                        let o = self.operands(op)?;
                        let pos = self.prop(op, "position").and_then(|a| self.dense_ints(a)).unwrap_or_default();
                        check_position(LLVMTypeOf(at(&o, 0, span)?), &pos, span)?;
                        self.insert_nested(at(&o, 0, span)?, at(&o, 1, span)?, &pos)
                    }
                    "llvm.extractelement" => {
                        let o = self.operands(op)?;
                        self.want_vector(at(&o, 0, span)?, span)?;
                        LLVMBuildExtractElement(b, at(&o, 0, span)?, at(&o, 1, span)?, NONAME)
                    }
                    "llvm.insertelement" => {
                        let o = self.operands(op)?;
                        self.want_vector(at(&o, 0, span)?, span)?;
                        LLVMBuildInsertElement(b, at(&o, 0, span)?, at(&o, 1, span)?, at(&o, 2, span)?, NONAME)
                    }
                    "llvm.shufflevector" => {
                        let o = self.operands(op)?;
                        self.want_vector(at(&o, 0, span)?, span)?;
                        self.want_vector(at(&o, 1, span)?, span)?;
                        let mask = self.prop(op, "mask").and_then(|a| self.dense_ints(a)).unwrap_or_default();
                        let i32t = LLVMInt32TypeInContext(self.llctx);
                        let mut elems: Vec<LLVMValueRef> = mask
                            .iter()
                            .map(|&m| if m < 0 { LLVMGetPoison(i32t) } else { LLVMConstInt(i32t, m as u64, 0) })
                            .collect();
                        let mv = LLVMConstVector(elems.as_mut_ptr(), elems.len() as u32);
                        LLVMBuildShuffleVector(b, at(&o, 0, span)?, at(&o, 1, span)?, mv, NONAME)
                    }
                    "llvm.br" => {
                        let dest = self.succ(op, 0)?;
                        let v = LLVMBuildBr(b, dest);
                        self.loop_annotation(op, v);
                        v
                    }
                    "llvm.cond_br" => {
                        let o = self.operands(op)?;
                        let (t, f) = (self.succ(op, 0)?, self.succ(op, 1)?);
                        let v = LLVMBuildCondBr(b, at(&o, 0, span)?, t, f);
                        self.branch_weights(op, v);
                        self.loop_annotation(op, v);
                        v
                    }
                    "llvm.switch" => self.switch(op)?,
                    "llvm.return" => {
                        let o = self.operands(op)?;
                        match o.first() {
                            Some(&v) => LLVMBuildRet(b, v),
                            None => LLVMBuildRetVoid(b),
                        }
                    }
                    "llvm.unreachable" => LLVMBuildUnreachable(b),
                    "llvm.call" | "llvm.invoke" => self.call(op)?,
                    "llvm.landingpad" => {
                        let o = self.operands(op)?;
                        let t = self.result_ty(op)?;
                        let v = LLVMBuildLandingPad(b, t, std::ptr::null_mut(), o.len() as u32, NONAME);
                        if self.has(op, "cleanup") {
                            LLVMSetCleanup(v, 1);
                        }
                        for &c in o.iter() {
                            LLVMAddClause(v, c);
                        }
                        v
                    }
                    "llvm.resume" => LLVMBuildResume(b, self.operands(op)?[0]),
                    "llvm.va_arg" => {
                        let o = self.operands(op)?;
                        let t = self.result_ty(op)?;
                        LLVMBuildVAArg(b, at(&o, 0, span)?, t, NONAME)
                    }
                    "llvm.fence" => match self.str_prop(op, "syncscope") {
                        Some(scope) if !scope.is_empty() && scope != b"singlethread" => {
                            let scope = String::from_utf8_lossy(scope).into_owned();
                            self.scoped_fence(&scope, self.int_prop(op, "ordering").unwrap_or(0), span)?
                        }
                        _ => {
                            let ord = ordering(self.int_prop(op, "ordering").unwrap_or(0));
                            LLVMBuildFence(b, ord, self.single_thread(op), NONAME)
                        }
                    },
                    "llvm.atomicrmw" => {
                        let o = self.operands(op)?;
                        let bin = rmw_op(self.int_prop(op, "bin_op").unwrap_or(0));
                        let ord = ordering(self.int_prop(op, "ordering").unwrap_or(0));
                        let v = LLVMBuildAtomicRMW(b, bin, at(&o, 0, span)?, at(&o, 1, span)?, ord, self.single_thread(op));
                        self.align_volatile(op, v);
                        self.access_metadata(op, v);
                        v
                    }
                    "llvm.cmpxchg" => {
                        let o = self.operands(op)?;
                        let s = ordering(self.int_prop(op, "success_ordering").unwrap_or(0));
                        let f = ordering(self.int_prop(op, "failure_ordering").unwrap_or(0));
                        let v = LLVMBuildAtomicCmpXchg(b, at(&o, 0, span)?, at(&o, 1, span)?, at(&o, 2, span)?, s, f, self.single_thread(op));
                        if self.has(op, "weak") {
                            LLVMSetWeak(v, 1);
                        }
                        self.align_volatile(op, v);
                        self.access_metadata(op, v);
                        v
                    }
                    "llvm.inline_asm" => self.inline_asm(op)?,
                    "omp.wsloop" => return self.omp_wsloop(op),
                    "omp.barrier" => return self.omp_barrier_op(op),
                    other => return err(span, super::untranslatable(other)),
                }
            }
        };
        let d = self.body.op(op);
        if let Some(r) = d.results().next() {
            if v.is_null() {
                return err(span, "translation produced no value");
            }
            self.values[r.index()] = v;
        }
        Ok(())
    }

    /// The LLVM block of successor `i`.
    pub(crate) fn succ(&self, op: Op, i: usize) -> R<LLVMBasicBlockRef> {
        let d = self.body.op(op);
        if let Some(&bb) = self.redirect.get(&(op, i)) {
            return Ok(bb);
        }
        match d.successors.get(i).map(|s| self.blocks[s.index()]) {
            Some(bb) if !bb.is_null() => Ok(bb),
            _ => err(d.span, "a successor block is missing"),
        }
    }

    fn set_fmf(&self, op: Op, v: LLVMValueRef) {
        let f = self.fastmath(op);
        // SAFETY: only sets flags on an instruction that can carry them.
        unsafe {
            if f != 0 && !LLVMIsAInstruction(v).is_null() && LLVMCanValueUseFastMathFlags(v) != 0 {
                LLVMSetFastMathFlags(v, f);
            }
        }
    }

    fn single_thread(&self, op: Op) -> i32 {
        (self.str_prop(op, "syncscope") == Some(b"singlethread")) as i32
    }

    fn align_volatile(&self, op: Op, v: LLVMValueRef) {
        // SAFETY: `v` is a memory instruction just built.
        unsafe {
            if let Some(a) = self.int_prop(op, "alignment").filter(|&a| a > 0) {
                LLVMSetAlignment(v, a as u32);
            }
            if self.has(op, "volatile_") {
                LLVMSetVolatile(v, 1);
            }
        }
    }

    /// Alignment, volatility and atomic ordering of a load or store.
    fn memory_flags(&self, op: Op, v: LLVMValueRef) {
        self.align_volatile(op, v);
        // SAFETY: `v` is a load or store just built.
        unsafe {
            let ord = self.int_prop(op, "ordering").unwrap_or(0);
            if ord != 0 {
                LLVMSetOrdering(v, ordering(ord));
                if self.single_thread(op) != 0 {
                    LLVMSetAtomicSingleThread(v, 1);
                }
            }
        }
    }

    fn want_vector(&self, v: LLVMValueRef, span: Span) -> R<()> {
        if is_kind(v, LLVMTypeKind::LLVMVectorTypeKind) || is_kind(v, LLVMTypeKind::LLVMScalableVectorTypeKind) {
            Ok(())
        } else {
            err(span, "expected a vector operand")
        }
    }

    /// A fence in a named synchronization scope (`syncscope("agent")`).
    /// LLVM 19's C API only knows the system and single-thread scopes, so
    /// LLVM's IR parser builds the fence in a helper function of the same
    /// context, from where it moves into the current block.
    fn scoped_fence(&mut self, scope: &str, ord: i128, span: Span) -> R<LLVMValueRef> {
        let order = match ord {
            4 => "acquire",
            5 => "release",
            6 => "acq_rel",
            7 => "seq_cst",
            _ => return err(span, "a fence needs an acquire, release, acq_rel or seq_cst ordering"),
        };
        let text = format!(
            "define void @llmir.fence() {{\n  fence syncscope({}) {order}\n  ret void\n}}\n",
            super::di_text::quote(scope.as_bytes())
        );
        // SAFETY: the helper module lives in the same context and is
        // disposed here; the fence is unlinked from it before that, and
        // inserted at the builder's position.
        unsafe {
            let buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(text.as_ptr().cast(), text.len(), c"llmir-fence".as_ptr());
            let mut helper: LLVMModuleRef = std::ptr::null_mut();
            let mut msg: *mut std::ffi::c_char = std::ptr::null_mut();
            if inkwell::llvm_sys::ir_reader::LLVMParseIRInContext(self.llctx, buf, &mut helper, &mut msg) != 0 {
                if !msg.is_null() {
                    LLVMDisposeMessage(msg);
                }
                return err(span, format!("LLVM does not accept the synchronization scope '{scope}'"));
            }
            let f = LLVMGetFirstFunction(helper);
            let fence = LLVMGetFirstInstruction(LLVMGetFirstBasicBlock(f));
            LLVMInstructionRemoveFromParent(fence);
            LLVMInsertIntoBuilderWithName(self.b, fence, NONAME);
            LLVMDisposeModule(helper);
            Ok(fence)
        }
    }

    /// An `alloca inalloca`: the C API has no setter for the flag, so
    /// LLVM's IR parser builds the alloca in a helper function of the same
    /// context; it moves into the current block and takes `count` as its
    /// operand.
    fn inalloca_alloca(&mut self, space: u32, t: LLVMTypeRef, count: LLVMValueRef, span: Span) -> R<LLVMValueRef> {
        // SAFETY: prints live types, parses a helper module in the live
        // context, moves its alloca to the builder's position (unlinked
        // first, its operand replaced by a live value of the same type) and
        // disposes the helper.
        unsafe {
            let text_of = |p: *mut std::ffi::c_char| {
                let s = std::ffi::CStr::from_ptr(p).to_string_lossy().into_owned();
                LLVMDisposeMessage(p);
                s
            };
            let ty = text_of(LLVMPrintTypeToString(t));
            let count_ty = text_of(LLVMPrintTypeToString(LLVMTypeOf(count)));
            let space = if space == 0 { String::new() } else { format!(", addrspace({space})") };
            let text = format!(
                "define void @llmir.alloca({count_ty} %n) {{\n  %a = alloca inalloca {ty}, {count_ty} %n{space}\n  ret void\n}}\n"
            );
            let buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(text.as_ptr().cast(), text.len(), c"llmir-alloca".as_ptr());
            let mut helper: LLVMModuleRef = std::ptr::null_mut();
            let mut msg: *mut std::ffi::c_char = std::ptr::null_mut();
            if inkwell::llvm_sys::ir_reader::LLVMParseIRInContext(self.llctx, buf, &mut helper, &mut msg) != 0 {
                if !msg.is_null() {
                    LLVMDisposeMessage(msg);
                }
                return err(span, "llmir-translate: LLVM cannot build this inalloca alloca");
            }
            let f = LLVMGetFirstFunction(helper);
            let a = LLVMGetFirstInstruction(LLVMGetFirstBasicBlock(f));
            LLVMInstructionRemoveFromParent(a);
            LLVMSetOperand(a, 0, count);
            LLVMInsertIntoBuilderWithName(self.b, a, NONAME);
            LLVMDisposeModule(helper);
            Ok(a)
        }
    }

    /// An alloca whose pointer is in address space `space`. LLVM's builder
    /// (the only way the C API has) puts allocas in the data layout's alloca
    /// space, so for another space the layout names it (`A<space>`) while
    /// the alloca is built, then goes back to what it was.
    unsafe fn alloca_in(&self, space: u32, t: LLVMTypeRef, count: LLVMValueRef) -> LLVMValueRef {
        let layout = std::ffi::CStr::from_ptr(LLVMGetDataLayoutStr(self.m)).to_string_lossy().into_owned();
        let mut parts: Vec<&str> = layout.split('-').filter(|p| !p.is_empty()).collect();
        let current = parts.iter().find_map(|p| p.strip_prefix('A')).and_then(|n| n.parse::<u32>().ok()).unwrap_or(0);
        if current == space {
            return LLVMBuildArrayAlloca(self.b, t, count, NONAME);
        }
        let entry = format!("A{space}");
        parts.retain(|p| !p.starts_with('A'));
        parts.push(&entry);
        let (Ok(with_space), Ok(original)) = (std::ffi::CString::new(parts.join("-")), std::ffi::CString::new(layout)) else {
            return LLVMBuildArrayAlloca(self.b, t, count, NONAME);
        };
        LLVMSetDataLayout(self.m, with_space.as_ptr());
        let v = LLVMBuildArrayAlloca(self.b, t, count, NONAME);
        LLVMSetDataLayout(self.m, original.as_ptr());
        v
    }

    /// `insertvalue` at a nested position, as extract/insert chains.
    unsafe fn insert_nested(&self, agg: LLVMValueRef, val: LLVMValueRef, pos: &[i128]) -> LLVMValueRef {
        match pos {
            [] => val,
            [p] => LLVMBuildInsertValue(self.b, agg, val, *p as u32, NONAME),
            [p, rest @ ..] => {
                let inner = LLVMBuildExtractValue(self.b, agg, *p as u32, NONAME);
                let inner = self.insert_nested(inner, val, rest);
                LLVMBuildInsertValue(self.b, agg, inner, *p as u32, NONAME)
            }
        }
    }

    fn gep(&mut self, op: Op) -> R<LLVMValueRef> {
        let span = self.body.op(op).span;
        let o = self.operands(op)?;
        let t = self.type_prop(op, "elem_type")?;
        let raw = self.prop(op, "rawConstantIndices").and_then(|a| self.dense_ints(a)).unwrap_or_default();
        let mut dynamic = o.iter().skip(1);
        let mut idx = Vec::with_capacity(raw.len());
        // SAFETY: builds i32 constants and a GEP from live values.
        unsafe {
            let i32t = LLVMInt32TypeInContext(self.llctx);
            for r in raw {
                if r == i32::MIN as i128 {
                    match dynamic.next() {
                        Some(&v) => idx.push(v),
                        None => return err(span, "too few dynamic GEP indices"),
                    }
                } else {
                    idx.push(LLVMConstInt(i32t, r as u64, 1));
                }
            }
            let Some(&base) = o.first() else { return err(span, "expected a base pointer") };
            check_gep(t, &idx, span)?;
            Ok(if self.has(op, "inbounds") {
                LLVMBuildInBoundsGEP2(self.b, t, base, idx.as_mut_ptr(), idx.len() as u32, NONAME)
            } else {
                LLVMBuildGEP2(self.b, t, base, idx.as_mut_ptr(), idx.len() as u32, NONAME)
            })
        }
    }

    fn switch(&mut self, op: Op) -> R<LLVMValueRef> {
        let span = self.body.op(op).span;
        let o = self.operands(op)?;
        let cases = self.prop(op, "case_values").and_then(|a| self.dense_ints(a)).unwrap_or_default();
        let default = self.succ(op, 0)?;
        // SAFETY: builds a switch on a live integer value.
        unsafe {
            if !is_kind(at(&o, 0, span)?, LLVMTypeKind::LLVMIntegerTypeKind) {
                return err(span, "'llvm.switch' needs an integer operand");
            }
            let sw = LLVMBuildSwitch(self.b, at(&o, 0, span)?, default, cases.len() as u32);
            let t = LLVMTypeOf(at(&o, 0, span)?);
            for (i, c) in cases.iter().enumerate() {
                let dest = self.succ(op, i + 1)?;
                LLVMAddCase(sw, const_int(t, *c), dest);
            }
            self.branch_weights(op, sw);
            if self.body.op(op).successors.len() != cases.len() + 1 {
                return err(span, "the switch's cases and successors do not match");
            }
            Ok(sw)
        }
    }

    /// `llvm.call` and `llvm.invoke`, direct or through a pointer.
    fn call(&mut self, op: Op) -> R<LLVMValueRef> {
        let d = self.body.op(op);
        let span = d.span;
        let is_invoke = self.ctx.str(d.name) == "llvm.invoke";
        let args_v: Vec<Value> = if is_invoke {
            self.segments(op).first().cloned().unwrap_or_default()
        } else {
            d.operands.to_vec()
        };
        let mut args: Vec<LLVMValueRef> = args_v.iter().map(|&v| self.value(v, span)).collect::<R<_>>()?;
        let ret_ty = match d.results().next() {
            Some(r) => {
                let t = self.body.value(r).ty;
                self.ty(t).or_else(|m| err(span, m))?
            }
            // SAFETY: the void type of the live context.
            None => unsafe { LLVMVoidTypeInContext(self.llctx) },
        };
        let callee = self.prop(op, "callee").and_then(|a| self.sym_root(a)).map(str::to_string);
        // SAFETY: builds a call/invoke from live values and types.
        unsafe {
            let (f, fnty) = match callee {
                Some(n) => match self.symbols.get(&n) {
                    Some(&f) => (f, LLVMGlobalGetValueType(f)),
                    None => return err(span, format!("unknown function '@{n}'")),
                },
                None => {
                    if args.is_empty() {
                        return err(span, "an indirect call needs a callee operand");
                    }
                    let f = args.remove(0);
                    let fnty = match self.prop(op, "var_callee_type") {
                        Some(_) => self.type_prop(op, "var_callee_type")?,
                        None => {
                            let mut ps: Vec<LLVMTypeRef> = args.iter().map(|&a| LLVMTypeOf(a)).collect();
                            LLVMFunctionType(ret_ty, ps.as_mut_ptr(), ps.len() as u32, 0)
                        }
                    };
                    (f, fnty)
                }
            };
            if LLVMGetTypeKind(fnty) != LLVMTypeKind::LLVMFunctionTypeKind {
                return err(span, "the callee is not a function");
            }
            if !is_kind(f, LLVMTypeKind::LLVMPointerTypeKind) {
                return err(span, "the callee must be a pointer");
            }
            let v = if is_invoke {
                let (n, u) = (self.succ(op, 0)?, self.succ(op, 1)?);
                LLVMBuildInvoke2(self.b, fnty, f, args.as_mut_ptr(), args.len() as u32, n, u, NONAME)
            } else {
                LLVMBuildCall2(self.b, fnty, f, args.as_mut_ptr(), args.len() as u32, NONAME)
            };
            LLVMSetInstructionCallConv(v, self.cconv(op));
            self.branch_weights(op, v);
            self.access_metadata(op, v);
            if !is_invoke {
                let kind = match self.words(op, "TailCallKind").first().copied() {
                    Some("tail") => LLVMTailCallKind::LLVMTailCallKindTail,
                    Some("musttail") => LLVMTailCallKind::LLVMTailCallKindMustTail,
                    Some("notail") => LLVMTailCallKind::LLVMTailCallKindNoTail,
                    _ => LLVMTailCallKind::LLVMTailCallKindNone,
                };
                LLVMSetTailCallKind(v, kind);
                self.set_fmf(op, v);
            }
            Ok(v)
        }
    }

    fn inline_asm(&mut self, op: Op) -> R<LLVMValueRef> {
        let d = self.body.op(op);
        let span = d.span;
        let mut args = self.operands_vec(op)?;
        let ret_ty = match d.results().next() {
            Some(r) => {
                let t = self.body.value(r).ty;
                self.ty(t).or_else(|m| err(span, m))?
            }
            // SAFETY: the void type of the live context.
            None => unsafe { LLVMVoidTypeInContext(self.llctx) },
        };
        let asm = self.str_prop(op, "asm_string").unwrap_or_default().to_vec();
        let cons = self.str_prop(op, "constraints").unwrap_or_default().to_vec();
        let dialect = if self.int_prop(op, "asm_dialect") == Some(1) {
            inkwell::llvm_sys::LLVMInlineAsmDialect::LLVMInlineAsmDialectIntel
        } else {
            inkwell::llvm_sys::LLVMInlineAsmDialect::LLVMInlineAsmDialectATT
        };
        // SAFETY: the strings outlive the call; LLVM copies them.
        unsafe {
            let mut ps: Vec<LLVMTypeRef> = args.iter().map(|&a| LLVMTypeOf(a)).collect();
            let fnty = LLVMFunctionType(ret_ty, ps.as_mut_ptr(), ps.len() as u32, 0);
            let ia = LLVMGetInlineAsm(
                fnty,
                asm.as_ptr() as *mut _,
                asm.len(),
                cons.as_ptr() as *mut _,
                cons.len(),
                self.has(op, "has_side_effects") as i32,
                self.has(op, "is_align_stack") as i32,
                dialect,
                0,
            );
            Ok(LLVMBuildCall2(self.b, fnty, ia, args.as_mut_ptr(), args.len() as u32, NONAME))
        }
    }
}

/// Operand `i`, or an error when the op has fewer.
fn at(o: &[LLVMValueRef], i: usize, span: Span) -> R<LLVMValueRef> {
    match o.get(i) {
        Some(&v) => Ok(v),
        None => err(span, format!("expected at least {} operands", i + 1)),
    }
}

/// Whether `v`'s type is of `kind`.
fn is_kind(v: LLVMValueRef, kind: inkwell::llvm_sys::LLVMTypeKind) -> bool {
    // SAFETY: reads the type of a live value.
    unsafe { LLVMGetTypeKind(LLVMTypeOf(v)) == kind }
}

/// Checks an `extractvalue`/`insertvalue` position against the aggregate
/// type (LLVM would build an instruction without a type otherwise).
pub(super) fn check_position(mut t: LLVMTypeRef, pos: &[i128], span: Span) -> R<()> {
    if pos.is_empty() {
        return err(span, "expected a non-empty position");
    }
    for &p in pos {
        // SAFETY: inspects live types.
        t = unsafe {
            let n = match LLVMGetTypeKind(t) {
                LLVMTypeKind::LLVMStructTypeKind => LLVMCountStructElementTypes(t) as u64,
                LLVMTypeKind::LLVMArrayTypeKind => LLVMGetArrayLength2(t),
                _ => return err(span, "the position goes into a value that is not an aggregate"),
            };
            if p < 0 || p as u64 >= n {
                return err(span, format!("position {p} is out of bounds"));
            }
            if LLVMGetTypeKind(t) == LLVMTypeKind::LLVMStructTypeKind {
                LLVMStructGetTypeAtIndex(t, p as u32)
            } else {
                LLVMGetElementType(t)
            }
        };
    }
    Ok(())
}

/// Checks GEP indices against the element type: struct fields need
/// constant in-range indices; only aggregates and vectors can be indexed.
fn check_gep(mut t: LLVMTypeRef, idx: &[LLVMValueRef], span: Span) -> R<()> {
    // SAFETY: inspects live types and constants.
    unsafe {
        if LLVMTypeIsSized(t) == 0 {
            return err(span, "the GEP element type is not sized");
        }
        for (k, &i) in idx.iter().enumerate() {
            let ik = LLVMGetTypeKind(LLVMTypeOf(i));
            if ik != LLVMTypeKind::LLVMIntegerTypeKind && ik != LLVMTypeKind::LLVMVectorTypeKind {
                return err(span, "GEP indices must be integers");
            }
            if k == 0 {
                continue;
            }
            t = match LLVMGetTypeKind(t) {
                LLVMTypeKind::LLVMStructTypeKind => {
                    if LLVMIsAConstantInt(i).is_null() {
                        return err(span, "a struct field index must be a constant");
                    }
                    let f = LLVMConstIntGetZExtValue(i);
                    if f >= LLVMCountStructElementTypes(t) as u64 {
                        return err(span, format!("struct field index {f} is out of bounds"));
                    }
                    LLVMStructGetTypeAtIndex(t, f as u32)
                }
                LLVMTypeKind::LLVMArrayTypeKind | LLVMTypeKind::LLVMVectorTypeKind => LLVMGetElementType(t),
                _ => return err(span, "the GEP indexes into a type that is not an aggregate"),
            };
        }
    }
    Ok(())
}

fn binary_opcode(name: &str) -> Option<LLVMOpcode> {
    use LLVMOpcode::*;
    Some(match name {
        "llvm.add" => LLVMAdd,
        "llvm.sub" => LLVMSub,
        "llvm.mul" => LLVMMul,
        "llvm.udiv" => LLVMUDiv,
        "llvm.sdiv" => LLVMSDiv,
        "llvm.urem" => LLVMURem,
        "llvm.srem" => LLVMSRem,
        "llvm.and" => LLVMAnd,
        "llvm.or" => LLVMOr,
        "llvm.xor" => LLVMXor,
        "llvm.shl" => LLVMShl,
        "llvm.lshr" => LLVMLShr,
        "llvm.ashr" => LLVMAShr,
        "llvm.fadd" => LLVMFAdd,
        "llvm.fsub" => LLVMFSub,
        "llvm.fmul" => LLVMFMul,
        "llvm.fdiv" => LLVMFDiv,
        "llvm.frem" => LLVMFRem,
        _ => return None,
    })
}

fn cast_opcode(name: &str) -> Option<LLVMOpcode> {
    use LLVMOpcode::*;
    Some(match name {
        "llvm.trunc" => LLVMTrunc,
        "llvm.zext" => LLVMZExt,
        "llvm.sext" => LLVMSExt,
        "llvm.fptrunc" => LLVMFPTrunc,
        "llvm.fpext" => LLVMFPExt,
        "llvm.fptoui" => LLVMFPToUI,
        "llvm.fptosi" => LLVMFPToSI,
        "llvm.uitofp" => LLVMUIToFP,
        "llvm.sitofp" => LLVMSIToFP,
        "llvm.ptrtoint" => LLVMPtrToInt,
        "llvm.inttoptr" => LLVMIntToPtr,
        "llvm.bitcast" => LLVMBitCast,
        "llvm.addrspacecast" => LLVMAddrSpaceCast,
        _ => return None,
    })
}

/// MLIR's `ICmpPredicate` numbering → LLVM's.
fn icmp_pred(p: i128) -> LLVMIntPredicate {
    use LLVMIntPredicate::*;
    match p {
        1 => LLVMIntNE,
        2 => LLVMIntSLT,
        3 => LLVMIntSLE,
        4 => LLVMIntSGT,
        5 => LLVMIntSGE,
        6 => LLVMIntULT,
        7 => LLVMIntULE,
        8 => LLVMIntUGT,
        9 => LLVMIntUGE,
        _ => LLVMIntEQ,
    }
}

/// MLIR's `FCmpPredicate` numbering is LLVM's (0 = false ... 15 = true).
fn fcmp_pred(p: i128) -> LLVMRealPredicate {
    use LLVMRealPredicate::*;
    match p {
        1 => LLVMRealOEQ,
        2 => LLVMRealOGT,
        3 => LLVMRealOGE,
        4 => LLVMRealOLT,
        5 => LLVMRealOLE,
        6 => LLVMRealONE,
        7 => LLVMRealORD,
        8 => LLVMRealUEQ,
        9 => LLVMRealUGT,
        10 => LLVMRealUGE,
        11 => LLVMRealULT,
        12 => LLVMRealULE,
        13 => LLVMRealUNE,
        14 => LLVMRealUNO,
        15 => LLVMRealPredicateTrue,
        _ => LLVMRealPredicateFalse,
    }
}

/// MLIR's `AtomicOrdering` numbering is LLVM's.
pub(crate) fn ordering(o: i128) -> LLVMAtomicOrdering {
    use LLVMAtomicOrdering::*;
    match o {
        1 => LLVMAtomicOrderingUnordered,
        2 => LLVMAtomicOrderingMonotonic,
        4 => LLVMAtomicOrderingAcquire,
        5 => LLVMAtomicOrderingRelease,
        6 => LLVMAtomicOrderingAcquireRelease,
        7 => LLVMAtomicOrderingSequentiallyConsistent,
        _ => LLVMAtomicOrderingNotAtomic,
    }
}

/// MLIR's `AtomicBinOp` numbering follows LLVM's `AtomicRMWInst::BinOp`.
fn rmw_op(o: i128) -> LLVMAtomicRMWBinOp {
    use LLVMAtomicRMWBinOp::*;
    match o {
        1 => LLVMAtomicRMWBinOpAdd,
        2 => LLVMAtomicRMWBinOpSub,
        3 => LLVMAtomicRMWBinOpAnd,
        4 => LLVMAtomicRMWBinOpNand,
        5 => LLVMAtomicRMWBinOpOr,
        6 => LLVMAtomicRMWBinOpXor,
        7 => LLVMAtomicRMWBinOpMax,
        8 => LLVMAtomicRMWBinOpMin,
        9 => LLVMAtomicRMWBinOpUMax,
        10 => LLVMAtomicRMWBinOpUMin,
        11 => LLVMAtomicRMWBinOpFAdd,
        12 => LLVMAtomicRMWBinOpFSub,
        13 => LLVMAtomicRMWBinOpFMax,
        14 => LLVMAtomicRMWBinOpFMin,
        15 => LLVMAtomicRMWBinOpUIncWrap,
        16 => LLVMAtomicRMWBinOpUDecWrap,
        _ => LLVMAtomicRMWBinOpXchg,
    }
}

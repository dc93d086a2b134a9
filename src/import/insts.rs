//! One LLVM instruction (or constant expression) → LLVM dialect ops, as
//! MLIR 19's `processInstruction` and its generated builders: operands are
//! converted in the order MLIR converts them (that order places the
//! constants), flags become the ops' properties.

use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::*;
use inkwell::llvm_sys::LLVMOpcode as O;

use super::ffi::{name, num_operands, operand};
use super::{Failed, Importer, R};
use crate::ir::{Attr, AttrKind, Block, DenseData, IntOrFloat, LlvmType, Op, Type, TypeKind, Value};

/// Binary ops: (opcode, op name, overflow flags?, fast-math flags?).
const BINARY: &[(O, &str, bool, bool)] = &[
    (O::LLVMAdd, "llvm.add", true, false),
    (O::LLVMSub, "llvm.sub", true, false),
    (O::LLVMMul, "llvm.mul", true, false),
    (O::LLVMShl, "llvm.shl", true, false),
    (O::LLVMUDiv, "llvm.udiv", false, false),
    (O::LLVMSDiv, "llvm.sdiv", false, false),
    (O::LLVMURem, "llvm.urem", false, false),
    (O::LLVMSRem, "llvm.srem", false, false),
    (O::LLVMLShr, "llvm.lshr", false, false),
    (O::LLVMAShr, "llvm.ashr", false, false),
    (O::LLVMAnd, "llvm.and", false, false),
    (O::LLVMOr, "llvm.or", false, false),
    (O::LLVMXor, "llvm.xor", false, false),
    (O::LLVMFAdd, "llvm.fadd", false, true),
    (O::LLVMFSub, "llvm.fsub", false, true),
    (O::LLVMFMul, "llvm.fmul", false, true),
    (O::LLVMFDiv, "llvm.fdiv", false, true),
    (O::LLVMFRem, "llvm.frem", false, true),
];

const CASTS: &[(O, &str)] = &[
    (O::LLVMTrunc, "llvm.trunc"),
    (O::LLVMZExt, "llvm.zext"),
    (O::LLVMSExt, "llvm.sext"),
    (O::LLVMFPToUI, "llvm.fptoui"),
    (O::LLVMFPToSI, "llvm.fptosi"),
    (O::LLVMUIToFP, "llvm.uitofp"),
    (O::LLVMSIToFP, "llvm.sitofp"),
    (O::LLVMFPTrunc, "llvm.fptrunc"),
    (O::LLVMFPExt, "llvm.fpext"),
    (O::LLVMPtrToInt, "llvm.ptrtoint"),
    (O::LLVMIntToPtr, "llvm.inttoptr"),
    (O::LLVMBitCast, "llvm.bitcast"),
    (O::LLVMAddrSpaceCast, "llvm.addrspacecast"),
];

/// The ICmp predicate's keyword for the C API's number.
fn icmp_word(p: inkwell::llvm_sys::LLVMIntPredicate) -> &'static str {
    use inkwell::llvm_sys::LLVMIntPredicate::*;
    match p {
        LLVMIntEQ => "eq",
        LLVMIntNE => "ne",
        LLVMIntUGT => "ugt",
        LLVMIntUGE => "uge",
        LLVMIntULT => "ult",
        LLVMIntULE => "ule",
        LLVMIntSGT => "sgt",
        LLVMIntSGE => "sge",
        LLVMIntSLT => "slt",
        LLVMIntSLE => "sle",
    }
}

impl Importer<'_> {
    /// Appends `op` to the current block; maps `inst` to its result.
    fn put(&mut self, inst: LLVMValueRef, op: Op) -> Op {
        let block = self.cur_block.expect("a block is current");
        self.body.append_op(block, op);
        if self.body.op(op).num_results == 1 {
            let v = Value(self.body.op(op).first_result);
            self.values.insert(inst, v);
        }
        op
    }

    fn operands(&mut self, inst: LLVMValueRef, range: std::ops::Range<u32>) -> R<Vec<Value>> {
        range.map(|i| self.value(operand(inst, i))).collect()
    }

    fn i64_attr(&mut self, v: i128) -> Attr {
        self.ctx.int_attr(v, 64)
    }

    /// `#llvm.fastmath<...>` of an instruction that can carry the flags.
    pub(crate) fn fastmath(&mut self, inst: LLVMValueRef, is_const: bool) -> Attr {
        // SAFETY: the flags are read only from instructions that can have them.
        let flags = if is_const || unsafe { LLVMCanValueUseFastMathFlags(inst) } == 0 { 0 } else { unsafe { LLVMGetFastMathFlags(inst) } };
        // The C API's bits: reassoc, nnan, ninf, nsz, arcp, contract, afn.
        let words = [(1, "reassoc"), (2, "nnan"), (4, "ninf"), (8, "nsz"), (16, "arcp"), (32, "contract"), (64, "afn")];
        let set: Vec<&str> = [(2, "nnan"), (4, "ninf"), (8, "nsz"), (16, "arcp"), (32, "contract"), (64, "afn"), (1, "reassoc")]
            .iter()
            .filter(|(b, _)| flags & b != 0)
            .map(|(_, w)| *w)
            .collect();
        let _ = words;
        let text = if flags == 127 {
            "#llvm.fastmath<fast>".to_string()
        } else if set.is_empty() {
            "#llvm.fastmath<none>".to_string()
        } else {
            format!("#llvm.fastmath<{}>", set.join(", "))
        };
        self.attr_text(&text)
    }

    /// The op for one instruction (or constant expression), appended to
    /// the current block; `None` for what makes no op.
    pub(crate) fn instruction_op(&mut self, inst: LLVMValueRef, opcode: O, is_const: bool) -> R<Option<Op>> {
        let ty = self.type_of(inst);
        let void = matches!(self.ctx.type_kind(ty), TypeKind::Llvm(LlvmType::Void));
        let results: Vec<Type> = if void { vec![] } else { vec![ty] };
        if let Some(&(_, op_name, ovf, fmf)) = BINARY.iter().find(|b| b.0 == opcode) {
            let ops = self.operands(inst, 0..2)?;
            let mut props = Vec::new();
            if ovf {
                // SAFETY: the flags of an instruction that can have them;
                // a constant expression is read from its printed text.
                let (nsw, nuw) = if is_const {
                    // The C API reads the flags of instructions only; a
                    // constant expression prints them before its operands.
                    let text = super::ffi::print_value(inst);
                    let head = text.split('(').next().unwrap_or("");
                    (head.split_whitespace().any(|w| w == "nsw"), head.split_whitespace().any(|w| w == "nuw"))
                } else {
                    unsafe { (LLVMGetNSW(inst) != 0, LLVMGetNUW(inst) != 0) }
                };
                let text = match (nsw, nuw) {
                    (false, false) => "#llvm.overflow<none>",
                    (true, false) => "#llvm.overflow<nsw>",
                    (false, true) => "#llvm.overflow<nuw>",
                    (true, true) => "#llvm.overflow<nsw, nuw>",
                };
                props.push(("overflowFlags", self.attr_text(text)));
            }
            if fmf {
                props.push(("fastmathFlags", self.fastmath(inst, is_const)));
            }
            let op = self.make_op(op_name, &ops, &results, props, &[], &[]);
            return Ok(Some(self.put(inst, op)));
        }
        if let Some(&(_, op_name)) = CASTS.iter().find(|c| c.0 == opcode) {
            let ops = self.operands(inst, 0..1)?;
            let op = self.make_op(op_name, &ops, &results, vec![], &[], &[]);
            return Ok(Some(self.put(inst, op)));
        }
        let op = match opcode {
            O::LLVMFNeg => {
                let ops = self.operands(inst, 0..1)?;
                let f = self.fastmath(inst, is_const);
                self.make_op("llvm.fneg", &ops, &results, vec![("fastmathFlags", f)], &[], &[])
            }
            O::LLVMICmp => {
                let ops = self.operands(inst, 0..2)?;
                // SAFETY: `inst` is an icmp (instruction or expression).
                let p = icmp_word(unsafe { LLVMGetICmpPredicate(inst) });
                let v = crate::ods::enum_def("ICmpPredicate").and_then(|e| e.value(p)).unwrap_or(0);
                let pa = self.i64_attr(v as i128);
                self.make_op("llvm.icmp", &ops, &results, vec![("predicate", pa)], &[], &[])
            }
            O::LLVMFCmp => {
                let ops = self.operands(inst, 0..2)?;
                // SAFETY: `inst` is an fcmp.
                let p = unsafe { LLVMGetFCmpPredicate(inst) } as usize;
                // LLVM numbers the predicates in this order; MLIR's enum
                // puts `uno` after `une`.
                const LLVM_ORDER: [&str; 16] =
                    ["_false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "uno", "ueq", "ugt", "uge", "ult", "ule", "une", "_true"];
                let v = crate::ods::enum_def("FCmpPredicate").and_then(|e| e.value(LLVM_ORDER.get(p).copied().unwrap_or("_false"))).unwrap_or(0);
                let pa = self.i64_attr(v as i128);
                let f = self.fastmath(inst, is_const);
                self.make_op("llvm.fcmp", &ops, &results, vec![("predicate", pa), ("fastmathFlags", f)], &[], &[])
            }
            O::LLVMSelect => {
                let ops = self.operands(inst, 0..3)?;
                let f = self.fastmath(inst, is_const);
                self.make_op("llvm.select", &ops, &results, vec![("fastmathFlags", f)], &[], &[])
            }
            O::LLVMFreeze => {
                let ops = self.operands(inst, 0..1)?;
                self.make_op("llvm.freeze", &ops, &results, vec![], &[], &[])
            }
            O::LLVMAlloca => {
                // SAFETY: `inst` is an alloca.
                let (elem, align) = unsafe { (LLVMGetAllocatedType(inst), LLVMGetAlignment(inst)) };
                let size = self.operands(inst, 0..1)?;
                let et = self.ty(elem);
                let mut props = vec![("elem_type", self.ctx.attr(AttrKind::Type(et)))];
                if align != 0 {
                    props.push(("alignment", self.i64_attr(align as i128)));
                }
                self.make_op("llvm.alloca", &size, &results, props, &[], &[])
            }
            O::LLVMLoad | O::LLVMStore => {
                let n = if opcode == O::LLVMLoad { 1 } else { 2 };
                let ops = self.operands(inst, 0..n)?;
                let props = self.memory_props(inst, true)?;
                let name = if opcode == O::LLVMLoad { "llvm.load" } else { "llvm.store" };
                self.make_op(name, &ops, &results, props, &[], &[])
            }
            O::LLVMFence => {
                let props = self.memory_props(inst, false)?;
                self.make_op("llvm.fence", &[], &[], props, &[], &[])
            }
            O::LLVMAtomicRMW => {
                let ops = self.operands(inst, 0..2)?;
                let mut props = self.memory_props(inst, true)?;
                // SAFETY: `inst` is an atomicrmw; MLIR's numbering is LLVM's.
                let bin = unsafe { LLVMGetAtomicRMWBinOp(inst) } as i128;
                props.push(("bin_op", self.i64_attr(bin)));
                self.make_op("llvm.atomicrmw", &ops, &results, props, &[], &[])
            }
            O::LLVMAtomicCmpXchg => {
                let ops = self.operands(inst, 0..3)?;
                let mut props = self.memory_props(inst, true)?;
                // SAFETY: `inst` is a cmpxchg.
                let (s, f, weak) = unsafe { (LLVMGetCmpXchgSuccessOrdering(inst), LLVMGetCmpXchgFailureOrdering(inst), LLVMGetWeak(inst) != 0) };
                props.push(("success_ordering", self.i64_attr(s as i128)));
                props.push(("failure_ordering", self.i64_attr(f as i128)));
                if weak {
                    props.push(("weak", self.ctx.unit()));
                }
                self.make_op("llvm.cmpxchg", &ops, &results, props, &[], &[])
            }
            O::LLVMGetElementPtr => return self.gep(inst, &results, is_const).map(Some),
            O::LLVMExtractValue | O::LLVMInsertValue => {
                let n = if opcode == O::LLVMExtractValue { 1 } else { 2 };
                let ops = self.operands(inst, 0..n)?;
                // SAFETY: `inst` is an extractvalue/insertvalue instruction.
                let idx: Vec<IntOrFloat> = unsafe {
                    let k = LLVMGetNumIndices(inst) as usize;
                    let p = LLVMGetIndices(inst);
                    (0..k).map(|i| IntOrFloat::Int(*p.add(i) as i128)).collect()
                };
                let i64t = self.ctx.int_type(64);
                let pos = self.ctx.attr(AttrKind::DenseArray { elem: i64t, values: idx.into() });
                let name = if n == 1 { "llvm.extractvalue" } else { "llvm.insertvalue" };
                self.make_op(name, &ops, &results, vec![("position", pos)], &[], &[])
            }
            O::LLVMExtractElement => {
                let ops = self.operands(inst, 0..2)?;
                self.make_op("llvm.extractelement", &ops, &results, vec![], &[], &[])
            }
            O::LLVMInsertElement => {
                let ops = self.operands(inst, 0..3)?;
                self.make_op("llvm.insertelement", &ops, &results, vec![], &[], &[])
            }
            O::LLVMShuffleVector => {
                let ops = self.operands(inst, 0..2)?;
                // SAFETY: `inst` is a shufflevector.
                let mask: Vec<IntOrFloat> = unsafe {
                    let undef = LLVMGetUndefMaskElem();
                    (0..LLVMGetNumMaskElements(inst))
                        .map(|i| {
                            let m = LLVMGetMaskValue(inst, i);
                            IntOrFloat::Int(if m == undef { -1 } else { m as i128 })
                        })
                        .collect()
                };
                let i32t = self.ctx.int_type(32);
                let m = self.ctx.attr(AttrKind::DenseArray { elem: i32t, values: mask.into() });
                self.make_op("llvm.shufflevector", &ops, &results, vec![("mask", m)], &[], &[])
            }
            // MLIR 19 has no import of `va_arg`: it is reported below.
            O::LLVMRet => {
                let ops = if num_operands(inst) > 0 { self.operands(inst, 0..1)? } else { vec![] };
                self.make_op("llvm.return", &ops, &[], vec![], &[], &[])
            }
            O::LLVMUnreachable => self.make_op("llvm.unreachable", &[], &[], vec![], &[], &[]),
            O::LLVMBr => return self.branch(inst).map(Some),
            O::LLVMSwitch => return self.switch(inst).map(Some),
            O::LLVMCall => return self.call(inst, &results),
            O::LLVMInvoke => return self.invoke(inst, &results).map(Some),
            O::LLVMLandingPad => {
                // SAFETY: `inst` is a landingpad.
                let (n, cleanup) = unsafe { (LLVMGetNumClauses(inst), LLVMIsCleanup(inst) != 0) };
                let mut ops = Vec::new();
                for i in 0..n {
                    // SAFETY: clause `i` < n.
                    let c = unsafe { LLVMGetClause(inst, i) };
                    ops.push(self.value(c)?);
                }
                let props = if cleanup { vec![("cleanup", self.ctx.unit())] } else { vec![] };
                self.make_op("llvm.landingpad", &ops, &results, props, &[], &[])
            }
            O::LLVMResume => {
                let ops = self.operands(inst, 0..1)?;
                self.make_op("llvm.resume", &ops, &[], vec![], &[], &[])
            }
            _ => {
                let text = self.error_text(inst);
                let (loc, called_from) = self.inst_diag_locs(inst);
                self.diags.push(super::ImportDiag { loc, called_from, error: true, message: format!("unhandled instruction: {text}") });
                return Err(Failed);
            }
        };
        Ok(Some(self.put(inst, op)))
    }

    /// Alignment, volatility, ordering and sync scope of a memory access.
    fn memory_props(&mut self, inst: LLVMValueRef, has_align: bool) -> R<Vec<(&'static str, Attr)>> {
        let mut props = Vec::new();
        // SAFETY: `inst` is a load, store, fence, atomicrmw or cmpxchg.
        let (align, volatile, ordering, single) = unsafe {
            let opcode = LLVMGetInstructionOpcode(inst);
            let is_cmpxchg = opcode == O::LLVMAtomicCmpXchg;
            let is_fence = opcode == O::LLVMFence;
            let align = if has_align { LLVMGetAlignment(inst) } else { 0 };
            let volatile = !is_fence && LLVMGetVolatile(inst) != 0;
            let ordering = if is_cmpxchg { inkwell::llvm_sys::LLVMAtomicOrdering::LLVMAtomicOrderingNotAtomic } else { LLVMGetOrdering(inst) };
            let atomic = is_fence || is_cmpxchg || opcode == O::LLVMAtomicRMW || ordering != inkwell::llvm_sys::LLVMAtomicOrdering::LLVMAtomicOrderingNotAtomic;
            let single = atomic && LLVMIsAtomicSingleThread(inst) != 0;
            (align, volatile, ordering, single)
        };
        if align != 0 {
            props.push(("alignment", self.i64_attr(align as i128)));
        }
        if volatile {
            props.push(("volatile_", self.ctx.unit()));
        }
        // SAFETY: as above.
        let opcode = unsafe { LLVMGetInstructionOpcode(inst) };
        if opcode != O::LLVMAtomicCmpXchg {
            props.push(("ordering", self.i64_attr(ordering as i128)));
        }
        if single {
            props.push(("syncscope", self.ctx.string_attr("singlethread")));
        } else if let Some(scope) = self.sync_scope(inst) {
            props.push(("syncscope", self.ctx.string_attr(&scope)));
        }
        Ok(props)
    }

    /// A named sync scope (`syncscope("agent")`), read from the printed
    /// instruction: the C API only tells single-thread from system.
    fn sync_scope(&self, inst: LLVMValueRef) -> Option<String> {
        let text = super::ffi::print_value(inst);
        let i = text.find("syncscope(\"")?;
        let rest = &text[i + 11..];
        let end = rest.find('"')?;
        Some(rest[..end].to_string())
    }

    fn gep(&mut self, inst: LLVMValueRef, results: &[Type], _is_const: bool) -> R<Op> {
        // SAFETY: `inst` is a GEP instruction or expression.
        let (src, inbounds) = unsafe { (LLVMGetGEPSourceElementType(inst), LLVMIsInBounds(inst) != 0) };
        let elem = self.ty(src);
        let base = self.value(operand(inst, 0))?;
        let n = num_operands(inst);
        let mut idx_values = Vec::new();
        for i in 1..n {
            let o = operand(inst, i);
            let v = self.value(o)?;
            idx_values.push((o, v));
        }
        // MLIR's `destructureIndices`: constant indices into structs are
        // static; the rest stay operands.
        let mut raw: Vec<IntOrFloat> = Vec::new();
        let mut dynamic = vec![base];
        let mut cur = Some(elem);
        for (k, (o, v)) in idx_values.into_iter().enumerate() {
            let is_struct = k > 0 && cur.is_some_and(|t| self.is_struct(t));
            let c = super::ffi::const_int(o).map(|_| {
                // SAFETY: `o` is a ConstantInt.
                unsafe { LLVMConstIntGetSExtValue(o) }
            });
            match c {
                Some(x) if is_struct && i32::try_from(x).is_ok() => raw.push(IntOrFloat::Int(x as i128)),
                _ => {
                    raw.push(IntOrFloat::Int(i32::MIN as i128));
                    dynamic.push(v);
                }
            }
            if k == 0 {
                continue;
            }
            cur = match cur.map(|t| self.ctx.type_kind(t).clone()) {
                Some(TypeKind::Llvm(LlvmType::Array { elem, .. })) | Some(TypeKind::Vector { elem, .. }) | Some(TypeKind::Llvm(LlvmType::Vec { elem, .. })) => Some(elem),
                Some(TypeKind::Llvm(LlvmType::LiteralStruct { fields, .. })) => match raw.last() {
                    Some(IntOrFloat::Int(i)) if *i >= 0 => fields.get(*i as usize).copied(),
                    _ => None,
                },
                Some(TypeKind::Llvm(LlvmType::IdentifiedStruct { .. })) => {
                    let t = cur.unwrap();
                    match (self.ctx.struct_body(t), raw.last()) {
                        (Some(crate::ir::StructBody::Fields { fields, .. }), Some(IntOrFloat::Int(i))) if *i >= 0 => fields.get(*i as usize).copied(),
                        _ => None,
                    }
                }
                _ => None,
            };
        }
        let i32t = self.ctx.int_type(32);
        let rawa = self.ctx.attr(AttrKind::DenseArray { elem: i32t, values: raw.into() });
        let mut props = vec![("elem_type", self.ctx.attr(AttrKind::Type(elem))), ("rawConstantIndices", rawa)];
        if inbounds {
            props.push(("inbounds", self.ctx.unit()));
        }
        let op = self.make_op("llvm.getelementptr", &dynamic, results, props, &[], &[]);
        Ok(self.put(inst, op))
    }

    fn is_struct(&self, t: Type) -> bool {
        matches!(self.ctx.type_kind(t), TypeKind::Llvm(LlvmType::LiteralStruct { .. } | LlvmType::IdentifiedStruct { .. }))
    }

    fn block_of(&self, bb: LLVMBasicBlockRef) -> Block {
        self.blocks[&bb]
    }

    fn parent_block(inst: LLVMValueRef) -> LLVMBasicBlockRef {
        // SAFETY: `inst` is a live instruction in a block.
        unsafe { LLVMGetInstructionParent(inst) }
    }

    fn branch(&mut self, inst: LLVMValueRef) -> R<Op> {
        let from = Self::parent_block(inst);
        let succs = super::function::successors(from);
        let mut args = Vec::new();
        for &s in &succs {
            args.push(self.branch_args(from, s)?);
        }
        let blocks: Vec<Block> = succs.iter().map(|&s| self.block_of(s)).collect();
        // SAFETY: `inst` is a br.
        let conditional = unsafe { LLVMIsConditional(inst) } != 0;
        let op = if !conditional {
            self.make_op("llvm.br", &args[0], &[], vec![], &blocks, &[])
        } else {
            // SAFETY: a conditional br has a condition.
            let cond = self.value(unsafe { LLVMGetCondition(inst) })?;
            let mut ops = vec![cond];
            ops.extend(&args[0]);
            ops.extend(&args[1]);
            let seg = self.segments(&[1, args[0].len() as i32, args[1].len() as i32]);
            self.make_op("llvm.cond_br", &ops, &[], vec![("operandSegmentSizes", seg)], &blocks, &[])
        };
        Ok(self.put(inst, op))
    }

    pub(crate) fn segments(&mut self, sizes: &[i32]) -> Attr {
        let i32t = self.ctx.int_type(32);
        let values: Vec<IntOrFloat> = sizes.iter().map(|&s| IntOrFloat::Int(s as i128)).collect();
        self.ctx.attr(AttrKind::DenseArray { elem: i32t, values: values.into() })
    }

    fn switch(&mut self, inst: LLVMValueRef) -> R<Op> {
        let from = Self::parent_block(inst);
        let cond = self.value(operand(inst, 0))?;
        // SAFETY: `inst` is a switch.
        let default = unsafe { LLVMGetSwitchDefaultDest(inst) };
        let default_args = self.branch_args(from, default)?;
        let ncases = (num_operands(inst) - 2) / 2;
        let mut case_values = Vec::new();
        let mut case_blocks = Vec::new();
        let mut case_args: Vec<Vec<Value>> = Vec::new();
        for i in 0..ncases {
            let cv = operand(inst, 2 + 2 * i);
            // SAFETY: the case's destination operand is a basic block.
            let dest = unsafe { LLVMValueAsBasicBlock(operand(inst, 3 + 2 * i)) };
            case_args.push(self.branch_args(from, dest)?);
            // SAFETY: case values are ConstantInts.
            case_values.push(unsafe { LLVMConstIntGetSExtValue(cv) } as i128);
            case_blocks.push(self.block_of(dest));
        }
        let mut ops = vec![cond];
        ops.extend(&default_args);
        for a in &case_args {
            ops.extend(a);
        }
        let mut blocks = vec![self.block_of(default)];
        blocks.extend(case_blocks);
        let ct = self.type_of(operand(inst, 0));
        let mut props = Vec::new();
        let case_sizes: Vec<i32> = case_args.iter().map(|a| a.len() as i32).collect();
        let cs = self.segments(&case_sizes);
        props.push(("case_operand_segments", cs));
        if ncases > 0 {
            let vt = self.ctx.ty(TypeKind::Vector { shape: Box::new([ncases as u64]), scalable: Box::new([false]), elem: ct });
            let width = match self.ctx.type_kind(ct) {
                TypeKind::Integer { width, .. } => *width,
                _ => 64,
            };
            let vals: Vec<i128> = case_values.iter().map(|&v| if width == 0 { 0 } else if width < 128 { (v << (128 - width)) >> (128 - width) } else { v }).collect();
            let data = if vals.iter().all(|&v| v == vals[0]) && vals.len() > 1 { DenseData::Ints(Box::new([vals[0]])) } else { DenseData::Ints(vals.into()) };
            let a = self.ctx.attr(AttrKind::DenseElements { ty: vt, data });
            props.push(("case_values", a));
        }
        let total_case: i32 = case_sizes.iter().sum();
        let seg = self.segments(&[1, default_args.len() as i32, total_case]);
        props.push(("operandSegmentSizes", seg));
        let op = self.make_op("llvm.switch", &ops, &[], props, &blocks, &[]);
        Ok(self.put(inst, op))
    }

    /// The callee of a call or invoke: a direct function of the call's
    /// own type, else `None` (called through a pointer).
    fn direct_callee(&mut self, inst: LLVMValueRef) -> Option<LLVMValueRef> {
        // SAFETY: reads the called operand and types of a live call.
        unsafe {
            let callee = LLVMGetCalledValue(inst);
            if LLVMIsAFunction(callee).is_null() {
                return None;
            }
            (LLVMGlobalGetValueType(callee) == LLVMGetCalledFunctionType(inst)).then_some(callee)
        }
    }

    /// After a failed conversion, MLIR's `<prefix><the instruction>` error
    /// unless that is already the last message.
    pub(crate) fn failed_as(&mut self, prefix: &str, inst: LLVMValueRef) {
        if self.diags.last().is_some_and(|d| d.message.starts_with(prefix)) {
            return;
        }
        let text = self.error_text(inst);
        let (loc, called_from) = self.inst_diag_locs(inst);
        self.diags.push(super::ImportDiag { loc, called_from, error: true, message: format!("{prefix}{text}") });
    }

    /// Callee operand (for indirect calls) and arguments, in MLIR's order.
    fn call_operands(&mut self, inst: LLVMValueRef, direct: bool) -> R<Vec<Value>> {
        let mut ops = Vec::new();
        if !direct {
            // SAFETY: reads the called operand of a live call.
            let callee = unsafe { LLVMGetCalledValue(inst) };
            ops.push(self.value(callee)?);
        }
        // SAFETY: the argument count of a live call.
        let nargs = unsafe { LLVMGetNumArgOperands(inst) };
        for i in 0..nargs {
            ops.push(self.value(operand(inst, i))?);
        }
        Ok(ops)
    }

    fn call(&mut self, inst: LLVMValueRef, results: &[Type]) -> R<Option<Op>> {
        let direct = self.direct_callee(inst);
        if let Some(f) = direct {
            // SAFETY: reads the intrinsic id of a live function.
            if unsafe { LLVMGetIntrinsicID(f) } != 0 {
                match name(f).as_str() {
                    // Converted once the whole function is (MLIR's
                    // `processDebugIntrinsics`).
                    "llvm.dbg.declare" | "llvm.dbg.value" => {
                        self.di.pending.push(inst);
                        return Ok(None);
                    }
                    "llvm.dbg.label" => return Ok(self.dbg_label(inst)),
                    _ => {}
                }
                match self.intrinsic_call(inst, f, results) {
                    Ok(Some(op)) => return Ok(Some(op)),
                    Ok(None) => {}
                    // MLIR's `convertIntrinsic` reports any failure of the
                    // conversion (an operand it could not convert) so too.
                    Err(e) => {
                        self.failed_as("unhandled intrinsic: ", inst);
                        return Err(e);
                    }
                }
                // MLIR 19 has no generic intrinsic call on import.
                let text = self.error_text(inst);
                let (loc, called_from) = self.inst_diag_locs(inst);
                self.diags.push(super::ImportDiag { loc, called_from, error: true, message: format!("unhandled intrinsic: {text}") });
                return Err(Failed);
            }
        }
        // Inline assembly is a value MLIR 19 cannot convert: the callee
        // conversion below reports it ("unhandled value").
        let ops = self.call_operands(inst, direct.is_some())?;
        // SAFETY: the function type of a live call.
        let fty = self.ty(unsafe { LLVMGetCalledFunctionType(inst) });
        let mut props = Vec::new();
        if let Some(f) = direct {
            props.push(("callee", self.ctx.flat_symbol_ref(&name(f))));
        }
        if matches!(self.ctx.type_kind(fty), TypeKind::Llvm(LlvmType::Func { vararg: true, .. })) {
            props.push(("var_callee_type", self.ctx.attr(AttrKind::Type(fty))));
        }
        // SAFETY: calling convention and tail kind of a live call.
        let (cc, tail) = unsafe { (LLVMGetInstructionCallConv(inst), LLVMGetTailCallKind(inst)) };
        let cc = crate::ods::enum_def("CConv").and_then(|e| e.keyword(cc as i64)).unwrap_or("ccc");
        props.push(("CConv", self.attr_text(&format!("#llvm.cconv<{cc}>"))));
        let tk = match tail as u32 {
            1 => "tail",
            2 => "musttail",
            3 => "notail",
            _ => "none",
        };
        props.push(("TailCallKind", self.attr_text(&format!("#llvm.tailcallkind<{tk}>"))));
        props.push(("fastmathFlags", self.fastmath(inst, false)));
        let op = self.make_op("llvm.call", &ops, results, props, &[], &[]);
        Ok(Some(self.put(inst, op)))
    }

    fn invoke(&mut self, inst: LLVMValueRef, results: &[Type]) -> R<Op> {
        let from = Self::parent_block(inst);
        let direct = self.direct_callee(inst);
        let ops = self.call_operands(inst, direct.is_some())?;
        // SAFETY: destinations of a live invoke.
        let (normal, unwind) = unsafe { (LLVMGetNormalDest(inst), LLVMGetUnwindDest(inst)) };
        let normal_args = self.branch_args(from, normal)?;
        let unwind_args = self.branch_args(from, unwind)?;
        // SAFETY: the function type of a live invoke.
        let fty = self.ty(unsafe { LLVMGetCalledFunctionType(inst) });
        let mut props = Vec::new();
        if let Some(f) = direct {
            props.push(("callee", self.ctx.flat_symbol_ref(&name(f))));
        }
        if matches!(self.ctx.type_kind(fty), TypeKind::Llvm(LlvmType::Func { vararg: true, .. })) {
            props.push(("var_callee_type", self.ctx.attr(AttrKind::Type(fty))));
        }
        // SAFETY: the calling convention of a live invoke.
        let cc = unsafe { LLVMGetInstructionCallConv(inst) };
        let cc = crate::ods::enum_def("CConv").and_then(|e| e.keyword(cc as i64)).unwrap_or("ccc");
        props.push(("CConv", self.attr_text(&format!("#llvm.cconv<{cc}>"))));
        let seg = self.segments(&[ops.len() as i32, normal_args.len() as i32, unwind_args.len() as i32]);
        props.push(("operandSegmentSizes", seg));
        let mut all = ops;
        all.extend(&normal_args);
        all.extend(&unwind_args);
        let blocks = [self.block_of(normal), self.block_of(unwind)];
        let op = self.make_op("llvm.invoke", &all, results, props, &blocks, &[]);
        Ok(self.put(inst, op))
    }
}

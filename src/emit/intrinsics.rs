//! `llvm.intr.*` ops → calls of the LLVM intrinsic of the same name.
//!
//! Two facts per intrinsic come from MLIR's op definitions rather than from
//! the op itself: which properties are immediate arguments (and where they
//! go in the call), and which types the intrinsic is overloaded on
//! (`llvm.memcpy.p0.p0.i64`). The tables below hold them; for an
//! overloaded intrinsic they do not list, llmir reports it rather than guess
//! (a wrong guess could make LLVM read a type as something it is not).

use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::*;

use super::{err, Tr, R};
use crate::ir::{AttrKind, Op};

/// Properties that become immediate arguments: (property, argument index).
pub(crate) fn imm_args(name: &str) -> &'static [(&'static str, usize)] {
    match name {
        "memcpy" | "memmove" | "memset" => &[("isVolatile", 3)],
        "memcpy.inline" | "memset.inline" => &[("len", 2), ("isVolatile", 3)],
        "lifetime.start" | "lifetime.end" | "invariant.start" => &[("size", 0)],
        "invariant.end" => &[("size", 1)],
        "abs" => &[("is_int_min_poison", 1)],
        "ctlz" | "cttz" => &[("is_zero_poison", 1)],
        "is.fpclass" => &[("bit", 1)],
        "prefetch" => &[("rw", 1), ("hint", 2), ("cache", 3)],
        "masked.load" | "masked.gather" => &[("alignment", 1)],
        "masked.store" | "masked.scatter" => &[("alignment", 2)],
        "vector.extract" => &[("pos", 1)],
        "vector.insert" => &[("pos", 2)],
        "expect.with.probability" => &[("prob", 2)],
        "ubsantrap" => &[("failureKind", 0)],
        "matrix.column.major.load" => &[("isVolatile", 2), ("rows", 3), ("columns", 4)],
        "matrix.column.major.store" => &[("isVolatile", 3), ("rows", 4), ("columns", 5)],
        "matrix.multiply" => &[("lhs_rows", 2), ("lhs_columns", 3), ("rhs_columns", 4)],
        "matrix.transpose" => &[("rows", 1), ("columns", 2)],
        _ => &[],
    }
}

/// Overload positions: `R` = the result type, a number = that argument's
/// type (after immediate arguments are placed).
#[derive(Clone, Copy)]
enum Ov {
    R,
    A(usize),
}

fn overloads(name: &str) -> Option<&'static [Ov]> {
    use Ov::*;
    const RES: &[Ov] = &[R];
    const A0: &[Ov] = &[A(0)];
    const A1: &[Ov] = &[A(1)];
    const MEMCPY: &[Ov] = &[A(0), A(1), A(2)];
    const MEMSET: &[Ov] = &[A(0), A(2)];
    const R_A0: &[Ov] = &[R, A(0)];
    const R_A1: &[Ov] = &[R, A(1)];
    const A0_A1: &[Ov] = &[A(0), A(1)];
    Some(match name {
        "fabs" | "floor" | "ceil" | "trunc" | "rint" | "nearbyint" | "round" | "roundeven" | "sqrt" | "sin" | "cos"
        | "tan" | "exp" | "exp2" | "exp10" | "log" | "log10" | "log2" | "pow" | "fma" | "fmuladd" | "minnum"
        | "maxnum" | "minimum" | "maximum" | "copysign" | "canonicalize" | "arithmetic.fence" | "smax" | "smin"
        | "umax" | "umin" | "abs" | "ctpop" | "ctlz" | "cttz" | "bitreverse" | "bswap" | "fshl" | "fshr"
        | "sadd.sat" | "uadd.sat" | "ssub.sat" | "usub.sat" | "sshl.sat" | "ushl.sat" | "expect"
        | "expect.with.probability" | "threadlocal.address" | "ssa.copy" | "launder.invariant.group"
        | "strip.invariant.group" | "stacksave" | "vscale" | "experimental.stepvector" | "masked.expandload"
        | "umul.fix" | "smul.fix" | "get.rounding" => RES,
        "sadd.with.overflow" | "uadd.with.overflow" | "ssub.with.overflow" | "usub.with.overflow"
        | "smul.with.overflow" | "umul.with.overflow" | "is.fpclass" | "prefetch" | "stackrestore" | "vastart"
        | "vaend" | "va_start" | "va_end" | "va_copy" | "vacopy" | "eh.typeid.for"
        | "is.constant" | "masked.compressstore" | "vector.reduce.add" | "vector.reduce.mul" | "vector.reduce.and"
        | "vector.reduce.or" | "vector.reduce.xor" | "vector.reduce.smax" | "vector.reduce.smin"
        | "vector.reduce.umax" | "vector.reduce.umin" | "vector.reduce.fmax" | "vector.reduce.fmin"
        | "vector.reduce.fmaximum" | "vector.reduce.fminimum" => A0,
        "lifetime.start" | "lifetime.end" | "invariant.start" | "vector.reduce.fadd" | "vector.reduce.fmul" => A1,
        "invariant.end" => &[A(2)],
        "memcpy" | "memmove" | "memcpy.inline" => MEMCPY,
        "memset" | "memset.inline" => MEMSET,
        "powi" | "ldexp" | "ptrmask" | "vector.insert" => R_A1,
        "lround" | "llround" | "lrint" | "llrint" | "fptosi.sat" | "fptoui.sat" | "masked.load" | "masked.gather"
        | "objectsize" | "get.active.lane.mask" | "vector.extract" => R_A0,
        "masked.store" | "masked.scatter" => &[A(0), A(1)],
        "experimental.vector.reverse" | "vector.reverse" | "matrix.transpose" => RES,
        "matrix.column.major.load" => R_A1,
        "var.annotation" => A0_A1,
        "experimental.constrained.fptrunc" => R_A0,
        "experimental.vp.strided.store" => &[A(0), A(1), A(2)],
        "experimental.vp.strided.load" => &[R, A(0), A(1)],
        "ptr.annotation" | "annotation" => R_A1,
        "coro.size" | "coro.align" => RES,
        "vp.add" | "vp.sub" | "vp.mul" | "vp.sdiv" | "vp.udiv" | "vp.srem" | "vp.urem" | "vp.ashr" | "vp.lshr"
        | "vp.shl" | "vp.or" | "vp.and" | "vp.xor" | "vp.fadd" | "vp.fsub" | "vp.fmul" | "vp.fdiv" | "vp.frem"
        | "vp.fneg" | "vp.fma" | "vp.fmuladd" | "vp.select" | "vp.merge" | "vp.smax" | "vp.smin" | "vp.umax"
        | "vp.umin" => RES,
        "vp.reduce.add" | "vp.reduce.mul" | "vp.reduce.and" | "vp.reduce.or" | "vp.reduce.xor" | "vp.reduce.smax"
        | "vp.reduce.smin" | "vp.reduce.umax" | "vp.reduce.umin" | "vp.reduce.fadd" | "vp.reduce.fmul"
        | "vp.reduce.fmax" | "vp.reduce.fmin" => A1,
        "vp.store" => A0_A1,
        "vp.load" | "vp.trunc" | "vp.zext" | "vp.sext" | "vp.fptrunc" | "vp.fpext" | "vp.fptoui" | "vp.fptosi"
        | "vp.uitofp" | "vp.sitofp" | "vp.ptrtoint" | "vp.inttoptr" => R_A0,
        "vector.deinterleave2" => A0,
        "vector.interleave2" => RES,
        "matrix.column.major.store" => &[A(0), A(2)],
        "matrix.multiply" => &[R, A(0), A(1)],
        _ => return None,
    })
}

/// The LLVM intrinsic name of `llvm.intr.<rest>`.
fn llvm_name(rest: &str) -> String {
    match rest {
        "vastart" => "llvm.va_start".into(),
        "vaend" => "llvm.va_end".into(),
        "vacopy" => "llvm.va_copy".into(),
        _ => format!("llvm.{rest}"),
    }
}

impl Tr<'_> {
    /// `llvm.call_intrinsic "llvm.name"(args)`: the LLVM name is given and
    /// every argument is an operand.
    pub(crate) fn call_intrinsic(&mut self, op: Op) -> R<()> {
        let span = self.body.op(op).span;
        let Some(name) = self.str_prop(op, "intrin").map(|n| String::from_utf8_lossy(n).into_owned()) else {
            return err(span, "expected an 'intrin' name");
        };
        match name.strip_prefix("llvm.") {
            Some(rest) => self.intrinsic_call(op, rest, &name, false),
            None => err(span, format!("couldn't find intrinsic: \"{name}\"")),
        }
    }

    pub(crate) fn intrinsic(&mut self, op: Op, rest: &str) -> R<()> {
        let name = llvm_name(rest);
        self.intrinsic_call(op, rest, &name, true)
    }

    /// Declares intrinsic `name` (`rest` without `llvm.` keys the tables)
    /// and calls it; `from_op` places immediate arguments from properties.
    fn intrinsic_call(&mut self, op: Op, rest: &str, name: &str, from_op: bool) -> R<()> {
        let body = self.body;
        let d = body.op(op);
        let span = d.span;
        let mut args = self.operands_vec(op)?;
        if rest == "experimental.noalias.scope.decl" {
            // The scope is a metadata argument: `metadata !{!scope}`.
            let Some(list) = self.prop(op, "scope").and_then(|a| self.scope_list(a)) else {
                return err(span, "expected an alias scope");
            };
            // SAFETY: wraps metadata of the live context as a value.
            args.push(unsafe { LLVMMetadataAsValue(self.llctx, list) });
        }
        let constrained = from_op && rest.starts_with("experimental.constrained.");
        if constrained {
            // The rounding mode and exception behavior are metadata strings
            // after the operands: `metadata !"round.tonearest"`.
            for (prop, enum_name, prefix) in
                [("roundingmode", "RoundingMode", "round."), ("fpExceptionBehavior", "FPExceptionBehavior", "fpexcept.")]
            {
                let Some(v) = self.enum_prop(op, prop, enum_name) else { continue };
                let word = crate::ods::enum_def(enum_name).and_then(|e| e.cases.iter().find(|c| c.1 == v)).map(|c| c.0);
                let Some(word) = word else { return err(span, format!("invalid '{prop}'")) };
                let md = self.md_string(&format!("{prefix}{word}"));
                // SAFETY: wraps metadata of the live context as a value.
                args.push(unsafe { LLVMMetadataAsValue(self.llctx, md) });
            }
        }
        let imms = if from_op { imm_args(rest) } else { &[] };
        for &(prop, at) in imms {
            let Some(a) = self.prop(op, prop) else { continue };
            let v = match self.ctx.attr_kind(a).clone() {
                AttrKind::Bool(bv) => {
                    // SAFETY: an i1 constant in the live context.
                    unsafe { LLVMConstInt(LLVMInt1TypeInContext(self.llctx), bv as u64, 0) }
                }
                AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => {
                    let t = self.ty(ty).or_else(|m| err(span, m))?;
                    self.const_from_attr(a, t, span)?
                }
                _ => return err(span, format!("property '{prop}' is not an integer or float")),
            };
            if at > args.len() {
                return err(span, "misplaced immediate argument");
            }
            args.insert(at, v);
        }
        let ret = match d.results().next() {
            Some(r) => self.ty(body.value(r).ty).or_else(|m| err(span, m))?,
            // SAFETY: the void type of the live context.
            None => unsafe { LLVMVoidTypeInContext(self.llctx) },
        };
        // A masked load or gather without a pass-through value passes
        // poison, as MLIR does.
        if from_op && matches!(rest, "masked.load" | "masked.gather") && args.len() == 3 {
            // SAFETY: a poison constant of a live type.
            args.push(unsafe { LLVMGetPoison(ret) });
        }
        // SAFETY: looks up intrinsics and builds a call from live values.
        unsafe {
            let id = LLVMLookupIntrinsicID(name.as_ptr().cast(), name.len());
            if id == 0 && !from_op {
                return self.call_intrinsic_error(op, format!("could not find LLVM intrinsic: \"{name}\""));
            }
            if id == 0 {
                return err(span, format!("llmir-translate: cannot translate '{}' yet (no LLVM intrinsic '{name}')", self.ctx.str(d.name)));
            }
            let mut arg_tys: Vec<LLVMTypeRef> = args.iter().map(|&a| LLVMTypeOf(a)).collect();
            let expected = LLVMFunctionType(ret, arg_tys.as_mut_ptr(), arg_tys.len() as u32, 0);
            if !from_op && LLVMIntrinsicIsOverloaded(id) == 0 {
                let fnty = LLVMIntrinsicGetType(self.llctx, id, std::ptr::null_mut(), 0);
                self.check_intrinsic_type(op, name, fnty, ret, &arg_tys)?;
            }
            let mut ov: Vec<LLVMTypeRef> = Vec::new();
            if LLVMIntrinsicIsOverloaded(id) != 0 {
                let Some(spec) = overloads(rest) else {
                    return err(span, format!("llmir-translate: cannot translate '{}' yet (overloaded intrinsic)", self.ctx.str(d.name)));
                };
                for o in spec {
                    match o {
                        Ov::R => ov.push(ret),
                        Ov::A(i) => match arg_tys.get(*i) {
                            Some(&t) => ov.push(t),
                            None => return err(span, "too few operands for this intrinsic"),
                        },
                    }
                }
            }
            let fnty = LLVMIntrinsicGetType(self.llctx, id, ov.as_mut_ptr(), ov.len());
            // A variadic intrinsic (`llvm.localescape`) takes any arguments
            // after its fixed ones; LLVM's verifier checks those.
            let fits = fnty == expected || LLVMIsFunctionVarArg(fnty) != 0;
            if !from_op && !ov.is_empty() && (!fits || !self.intrinsic_signature_ok(id, &mut ov, fnty)) {
                let msg = format!(
                    "call intrinsic signature {} to overloaded intrinsic \"{name}\" does not match any of the overloads",
                    super::intrinsic_check::type_text(expected)
                );
                return self.call_intrinsic_error(op, msg);
            }
            if !fits {
                return err(span, format!("the operand or result types do not fit the intrinsic '{name}'"));
            }
            let f = LLVMGetIntrinsicDeclaration(self.m, id, ov.as_mut_ptr(), ov.len());
            let call = LLVMBuildCall2(self.b, fnty, f, args.as_mut_ptr(), args.len() as u32, c"".as_ptr());
            let fmf = self.fastmath(op);
            if fmf != 0 && LLVMCanValueUseFastMathFlags(call) != 0 {
                LLVMSetFastMathFlags(call, fmf);
            }
            self.access_metadata(op, call);
            if constrained {
                // A constrained FP call is `strictfp` at the call site, as
                // LLVM's IRBuilder makes it in constrained mode.
                let kind = LLVMGetEnumAttributeKindForName(c"strictfp".as_ptr(), 8);
                LLVMAddCallSiteAttribute(call, u32::MAX, LLVMCreateEnumAttribute(self.llctx, kind, 0));
            }
            // As LLVM's MatrixBuilder: the pointer of a column-major load or
            // store is aligned as the element type (ABI alignment).
            let matrix_ptr = match rest {
                "matrix.column.major.load" => Some((0, ret)),
                "matrix.column.major.store" => Some((1, arg_tys.first().copied().unwrap_or(ret))),
                _ => None,
            };
            if let Some((arg, vector)) = matrix_ptr {
                if LLVMGetTypeKind(vector) == inkwell::llvm_sys::LLVMTypeKind::LLVMVectorTypeKind {
                    let layout = inkwell::llvm_sys::target::LLVMGetModuleDataLayout(self.m);
                    let align = inkwell::llvm_sys::target::LLVMABIAlignmentOfType(layout, LLVMGetElementType(vector));
                    let kind = LLVMGetEnumAttributeKindForName(c"align".as_ptr(), 5);
                    let attr = LLVMCreateEnumAttribute(self.llctx, kind, align as u64);
                    LLVMAddCallSiteAttribute(call, arg + 1, attr);
                }
            }
            if let Some(r) = d.results().next() {
                self.values[r.index()] = call;
            }
        }
        Ok(())
    }
}

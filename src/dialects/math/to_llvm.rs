//! Lowering math into the LLVM dialect (MLIR's `MathToLLVM`), the
//! `convert-math-to-llvm` pass: the functions LLVM has an intrinsic for
//! become that intrinsic with the op's fast-math flags (`math.sqrt` →
//! `llvm.intr.sqrt`); `absi`, `ctlz` and `cttz` say their flag is false
//! (`is_int_min_poison`, `is_zero_poison`); `expm1`, `log1p` (unless
//! `approximate-log1p=false`) and `rsqrt` become `exp(x) - 1`,
//! `log(1 + x)` and `1 / sqrt(x)`, the constant one typed as the op's
//! type. Ops on n-D vectors are unrolled over their 1-D vectors. The
//! functions LLVM lacks (`tan`, `atan`, `erf`, ...) and `ipowi` stay.

use crate::conversion::api::{
    apply_conversion, create_op, innermost_vector, llvm_flags, llvm_type_converter, run_lowering, unroll_nd, ConversionPattern,
    ConversionRewriter, ConversionTarget, DialectLowering, Legality, LowerOptions, Mode, OpLowering,
};
use crate::ir::{Attr, AttrKind, DenseData, Op, Type, TypeKind, Value};
use crate::passes::api::{OptKind, OptionSpec, Pass, PassCx, PassFailed, PassInfo};

/// The lowering rows (`log1p` is the pass's choice, see [`LOG1P`]).
pub const LOWER: DialectLowering = DialectLowering {
    convert_to_llvm: true,
    ops: &[
        OpLowering { op: "math.absf", lower: absf },
        OpLowering { op: "math.absi", lower: absi },
        OpLowering { op: "math.ceil", lower: ceil },
        OpLowering { op: "math.copysign", lower: copysign },
        OpLowering { op: "math.cos", lower: cos },
        OpLowering { op: "math.ctlz", lower: ctlz },
        OpLowering { op: "math.cttz", lower: cttz },
        OpLowering { op: "math.ctpop", lower: ctpop },
        OpLowering { op: "math.exp2", lower: exp2 },
        OpLowering { op: "math.expm1", lower: expm1 },
        OpLowering { op: "math.exp", lower: exp },
        OpLowering { op: "math.fpowi", lower: fpowi },
        OpLowering { op: "math.floor", lower: floor },
        OpLowering { op: "math.fma", lower: fma },
        OpLowering { op: "math.log10", lower: log10 },
        OpLowering { op: "math.log1p", lower: log1p },
        OpLowering { op: "math.log2", lower: log2 },
        OpLowering { op: "math.log", lower: log },
        OpLowering { op: "math.powf", lower: powf },
        OpLowering { op: "math.roundeven", lower: roundeven },
        OpLowering { op: "math.round", lower: round },
        OpLowering { op: "math.rsqrt", lower: rsqrt },
        OpLowering { op: "math.sin", lower: sin },
        OpLowering { op: "math.sqrt", lower: sqrt },
        OpLowering { op: "math.trunc", lower: trunc },
    ],
};

/// `log1p`'s row, left out of the pass when `approximate-log1p=false`.
const LOG1P: &str = "math.log1p";

/// `convert-math-to-llvm`.
pub const PASS: PassInfo = PassInfo {
    argument: "convert-math-to-llvm",
    name: "ConvertMathToLLVMPass",
    summary: "Convert Math dialect to LLVM dialect",
    anchor: None,
    options: &[OptionSpec { name: "approximate-log1p", help: "Enable approximation of Log1p.", default: "true", kind: OptKind::Bool }],
    create: |options| Box::new(MathToLlvm { log1p: options.bool("approximate-log1p") }),
};

struct MathToLlvm {
    log1p: bool,
}

impl Pass for MathToLlvm {
    fn run(&mut self, cx: &mut PassCx<'_>, op: Op) -> Result<(), PassFailed> {
        let opts = LowerOptions::default();
        if self.log1p {
            return run_lowering(cx, op, &["math"], opts);
        }
        let result = {
            // The rows but `log1p`'s, through the framework directly.
            let mut target = ConversionTarget::default();
            target.dialect("llvm", Legality::Legal);
            let patterns: Vec<Box<dyn ConversionPattern>> =
                LOWER.ops.iter().filter(|r| r.op != LOG1P).map(|r| Box::new(Row(r)) as Box<dyn ConversionPattern>).collect();
            let converter = llvm_type_converter(opts);
            apply_conversion(cx.ctx, &mut cx.module.body, op, &target, &converter, &patterns, Mode::Partial)
        };
        crate::conversion::api::report_conversion(cx, result)
    }
}

/// One row as a conversion pattern.
struct Row(&'static OpLowering);

impl ConversionPattern for Row {
    fn root(&self) -> &str {
        self.0.op
    }
    fn rewrite(&self, rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
        (self.0.lower)(rw, op, operands)
    }
}

/// The op's fast-math flags as LLVM's, if any is set.
fn fastmath(rw: &mut ConversionRewriter<'_>, op: Op) -> Option<Attr> {
    let flags = rw.body.op(op).properties.and_then(|p| rw.ctx.dict_get_str(p, "fastmath"))?;
    llvm_flags(rw.ctx, flags, "llvm.fastmath")
}

/// The converted type of the op's result.
fn result_type(rw: &mut ConversionRewriter<'_>, op: Op) -> Option<Type> {
    let r = rw.body.op(op).results().next()?;
    let t = rw.body.value(r).ty;
    Some(rw.converter.convert(rw.ctx, t))
}

/// The op as one LLVM op `llvm_op` with `props`, on scalars and 1-D
/// vectors directly and unrolled on n-D ones (`build` makes the 1-D form).
fn lower_with(
    rw: &mut ConversionRewriter<'_>,
    op: Op,
    operands: &[Value],
    build: impl Fn(&mut ConversionRewriter<'_>, Type, &[Value]) -> Value,
) -> bool {
    let Some(ty) = result_type(rw, op) else { return false };
    if innermost_vector(rw.ctx, ty).1 > 0 {
        return unroll_nd(rw, op, operands, ty, build);
    }
    let v = build(rw, ty, operands);
    rw.replace_op(op, &[v]);
    true
}

fn one_op(rw: &mut ConversionRewriter<'_>, op: Op, llvm_op: &str, operands: &[Value], ty: Type, props: &[(&str, Attr)]) -> Value {
    let new = create_op(rw, op, llvm_op, operands, &[ty], props);
    Value(rw.body.op(new).first_result)
}

/// A float function with an LLVM intrinsic, fast-math flags carried over.
fn intrinsic(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value], llvm_op: &str) -> bool {
    let props: Vec<(&str, Attr)> = fastmath(rw, op).map(|f| ("fastmathFlags", f)).into_iter().collect();
    lower_with(rw, op, operands, |rw, t, xs| one_op(rw, op, llvm_op, xs, t, &props))
}

/// An integer intrinsic with a poison flag set to false.
fn with_false_flag(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value], llvm_op: &str, flag: &str) -> bool {
    let no = rw.ctx.attr(AttrKind::Bool(false));
    lower_with(rw, op, operands, |rw, t, xs| one_op(rw, op, llvm_op, xs, t, &[(flag, no)]))
}

/// `1.0` of the float type `ty` (a scalar, or a splat of a vector type).
fn float_one(rw: &mut ConversionRewriter<'_>, ty: Type) -> Option<Attr> {
    let elem = match rw.ctx.type_kind(ty) {
        TypeKind::Vector { elem, .. } => *elem,
        _ => ty,
    };
    let TypeKind::Float(kind) = rw.ctx.type_kind(elem) else { return None };
    let bits = crate::ir::float::parse_float_decimal("1.0", *kind)?;
    Some(if elem == ty {
        rw.ctx.attr(AttrKind::Float { bits, ty })
    } else {
        rw.ctx.attr(AttrKind::DenseElements { ty, data: DenseData::Floats(Box::new([bits])) })
    })
}

/// `expm1`, `log1p` and `rsqrt`: a constant one, then `steps` applied.
/// The constant's value is typed as the op's own type where it is not
/// unrolled (as MLIR builds it), as the 1-D slice's type where it is.
fn with_one(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value], steps: fn(&mut ConversionRewriter<'_>, Op, Value, Value, Type, &[(&str, Attr)]) -> Value) -> bool {
    let Some(r) = rw.body.op(op).results().next() else { return false };
    let own = rw.body.value(r).ty;
    let props: Vec<(&str, Attr)> = fastmath(rw, op).map(|f| ("fastmathFlags", f)).into_iter().collect();
    let Some(ty) = result_type(rw, op) else { return false };
    let unrolled = innermost_vector(rw.ctx, ty).1 > 0;
    if float_one(rw, if unrolled { innermost_vector(rw.ctx, ty).0 } else { own }).is_none() {
        return false;
    }
    lower_with(rw, op, operands, |rw, t, xs| {
        let one = float_one(rw, if unrolled { t } else { own }).expect("checked above");
        let c = one_op(rw, op, "llvm.mlir.constant", &[], t, &[("value", one)]);
        steps(rw, op, c, xs[0], t, &props)
    })
}

fn expm1(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    with_one(rw, op, operands, |rw, op, one, x, t, props| {
        let e = one_op(rw, op, "llvm.intr.exp", &[x], t, props);
        one_op(rw, op, "llvm.fsub", &[e, one], t, props)
    })
}

fn log1p(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    with_one(rw, op, operands, |rw, op, one, x, t, props| {
        let s = one_op(rw, op, "llvm.fadd", &[one, x], t, props);
        one_op(rw, op, "llvm.intr.log", &[s], t, props)
    })
}

fn rsqrt(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    with_one(rw, op, operands, |rw, op, one, x, t, props| {
        let s = one_op(rw, op, "llvm.intr.sqrt", &[x], t, props);
        one_op(rw, op, "llvm.fdiv", &[one, s], t, props)
    })
}

fn absi(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    with_false_flag(rw, op, operands, "llvm.intr.abs", "is_int_min_poison")
}

fn ctlz(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    with_false_flag(rw, op, operands, "llvm.intr.ctlz", "is_zero_poison")
}

fn cttz(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    with_false_flag(rw, op, operands, "llvm.intr.cttz", "is_zero_poison")
}

fn ctpop(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    lower_with(rw, op, operands, |rw, t, xs| one_op(rw, op, "llvm.intr.ctpop", xs, t, &[]))
}

/// One lowering function per intrinsic row: `fn sqrt(...)` → `llvm.intr.sqrt`.
macro_rules! intrinsics {
    ($($f:ident => $llvm:literal),* $(,)?) => {
        $(
            fn $f(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
                intrinsic(rw, op, operands, $llvm)
            }
        )*
    };
}

intrinsics! {
    absf => "llvm.intr.fabs", ceil => "llvm.intr.ceil", copysign => "llvm.intr.copysign", cos => "llvm.intr.cos",
    exp2 => "llvm.intr.exp2", exp => "llvm.intr.exp", fpowi => "llvm.intr.powi", floor => "llvm.intr.floor",
    fma => "llvm.intr.fma", log10 => "llvm.intr.log10", log2 => "llvm.intr.log2", log => "llvm.intr.log",
    powf => "llvm.intr.pow", roundeven => "llvm.intr.roundeven", round => "llvm.intr.round", sin => "llvm.intr.sin",
    sqrt => "llvm.intr.sqrt", trunc => "llvm.intr.trunc",
}

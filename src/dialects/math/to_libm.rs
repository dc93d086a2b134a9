//! `convert-math-to-libm` (MLIR's `MathToLibm`): the math functions of C's
//! libm become `func.call`s of them (`sinf` for `f32`, `sin` for `f64`),
//! each declared once at the start of the module as
//! `func.func private @sinf(f32) -> f32 attributes {llvm.readnone}`.
//! Vectors are unrolled element by element (`vector.extract`, the call,
//! `vector.insert` into a zero constant), `f16`/`bf16` computed in `f32`
//! (`arith.extf`, the call, `arith.truncf`). The math dialect is illegal
//! to the conversion: an op it cannot turn into a call is MLIR's
//! `failed to legalize operation` error.

use crate::diag::Diagnostic;
use crate::ir::{Attr, AttrKind, Body, Context, DenseData, FloatKind, IntOrFloat, Op, Type, TypeKind, Value};
use crate::passes::api::{Pass, PassCx, PassFailed, PassInfo};

/// `(op, f32 function, f64 function)`.
const CALLS: &[(&str, &str, &str)] = &[
    ("math.absf", "fabsf", "fabs"),
    ("math.acos", "acosf", "acos"),
    ("math.acosh", "acoshf", "acosh"),
    ("math.asin", "asinf", "asin"),
    ("math.asinh", "asinhf", "asinh"),
    ("math.atan", "atanf", "atan"),
    ("math.atanh", "atanhf", "atanh"),
    ("math.atan2", "atan2f", "atan2"),
    ("math.cbrt", "cbrtf", "cbrt"),
    ("math.ceil", "ceilf", "ceil"),
    ("math.cos", "cosf", "cos"),
    ("math.cosh", "coshf", "cosh"),
    ("math.erf", "erff", "erf"),
    ("math.exp", "expf", "exp"),
    ("math.exp2", "exp2f", "exp2"),
    ("math.expm1", "expm1f", "expm1"),
    ("math.floor", "floorf", "floor"),
    ("math.fma", "fmaf", "fma"),
    ("math.log", "logf", "log"),
    ("math.log10", "log10f", "log10"),
    ("math.log1p", "log1pf", "log1p"),
    ("math.log2", "log2f", "log2"),
    ("math.powf", "powf", "pow"),
    ("math.round", "roundf", "round"),
    ("math.roundeven", "roundevenf", "roundeven"),
    ("math.sin", "sinf", "sin"),
    ("math.sinh", "sinhf", "sinh"),
    ("math.sqrt", "sqrtf", "sqrt"),
    ("math.tan", "tanf", "tan"),
    ("math.tanh", "tanhf", "tanh"),
    ("math.trunc", "truncf", "trunc"),
];

/// `convert-math-to-libm`.
pub const PASS: PassInfo = PassInfo {
    argument: "convert-math-to-libm",
    name: "ConvertMathToLibm",
    summary: "Convert Math dialect to libm calls",
    anchor: Some("builtin.module"),
    options: &[],
    create: |_| Box::new(MathToLibm),
};

struct MathToLibm;

impl Pass for MathToLibm {
    fn run(&mut self, cx: &mut PassCx<'_>, module: Op) -> Result<(), PassFailed> {
        let body = &mut cx.module.body;
        let ctx = &mut *cx.ctx;
        let Some(top) = body.op(module).regions.first().and_then(|&r| body.region(r).blocks.first().copied()) else { return Ok(()) };
        for op in body.nested_ops_preorder(module) {
            if body.op(op).parent.is_none() {
                continue;
            }
            let name = ctx.str(body.op(op).name).to_string();
            let Some(dialect) = name.split_once('.').map(|x| x.0) else { continue };
            if dialect != "math" {
                continue;
            }
            let Some(&(_, f32_fn, f64_fn)) = CALLS.iter().find(|c| c.0 == name) else {
                cx.diags.push(illegal(body, op, &name));
                return Err(PassFailed);
            };
            let Some(r) = body.op(op).results().next() else { continue };
            let ty = body.value(r).ty;
            let operands = body.op(op).operands.to_vec();
            let mut lowering = Lowering { ctx, body, top, anchor: op, names: (f32_fn, f64_fn) };
            let Some(v) = lowering.lower(ty, &operands) else {
                cx.diags.push(illegal(lowering.body, op, &name));
                return Err(PassFailed);
            };
            let body = lowering.body;
            body.replace_uses_in(module, r, v);
            body.erase_op(op);
        }
        Ok(())
    }
}

fn illegal(body: &Body, op: Op, name: &str) -> Diagnostic {
    Diagnostic::error(body.op(op).span, format!("failed to legalize operation '{name}' that was explicitly marked illegal"))
        .on_op(op.index() as u32)
}

struct Lowering<'a> {
    ctx: &'a mut Context,
    body: &'a mut Body,
    /// The module's block, where declarations go.
    top: crate::ir::Block,
    /// The op being replaced: new ops go before it.
    anchor: Op,
    names: (&'static str, &'static str),
}

impl Lowering<'_> {
    fn emit(&mut self, name: &str, operands: &[Value], ty: Type, props: Vec<(&str, Attr)>) -> Value {
        let entries = props.into_iter().map(|(k, v)| (self.ctx.ident(k), v)).collect();
        let properties = Some(self.ctx.dict(entries)).filter(|d| !matches!(self.ctx.attr_kind(*d), AttrKind::Dictionary(e) if e.is_empty()));
        let ident = self.ctx.ident(name);
        let d = self.body.op(self.anchor);
        let (loc, span) = (d.loc, d.span);
        let attrs = self.ctx.empty_dict();
        let new = self.body.new_op(ident, operands.into(), &[ty], Box::new([]), properties, attrs, Box::new([]), loc, span);
        self.body.insert_op_before(self.anchor, new);
        Value(self.body.op(new).first_result)
    }

    /// The op's value computed for result type `ty` from `operands`.
    fn lower(&mut self, ty: Type, operands: &[Value]) -> Option<Value> {
        match self.ctx.type_kind(ty).clone() {
            // MLIR 19's `VecOpToScalarOp` unrolls a scalable vector over its
            // base size as if it were fixed (`vector<[4]xf32>`: 4 calls).
            TypeKind::Vector { shape, elem, .. } => self.unroll(ty, &shape, elem, operands),
            TypeKind::Float(FloatKind::F32) => self.call(self.names.0, ty, operands),
            TypeKind::Float(FloatKind::F64) => self.call(self.names.1, ty, operands),
            TypeKind::Float(FloatKind::F16 | FloatKind::BF16) => {
                let f32t = self.ctx.ty(TypeKind::Float(FloatKind::F32));
                let wide: Vec<Value> = operands.iter().map(|&v| self.emit("arith.extf", &[v], f32t, Vec::new())).collect();
                let r = self.call(self.names.0, f32t, &wide)?;
                Some(self.emit("arith.truncf", &[r], ty, Vec::new()))
            }
            _ => None,
        }
    }

    /// Element by element, into `arith.constant dense<0.0>`.
    fn unroll(&mut self, ty: Type, shape: &[u64], elem: Type, operands: &[Value]) -> Option<Value> {
        if !matches!(self.ctx.type_kind(elem), TypeKind::Float(FloatKind::F32 | FloatKind::F64 | FloatKind::F16 | FloatKind::BF16)) {
            return None;
        }
        let zero = self.ctx.attr(AttrKind::DenseElements { ty, data: DenseData::Floats(Box::new([0])) });
        let mut result = self.emit("arith.constant", &[], ty, vec![("value", zero)]);
        let total: u64 = shape.iter().product();
        let i64t = self.ctx.int_type(64);
        for linear in 0..total {
            let mut rest = linear;
            let mut position = vec![0i128; shape.len()];
            for (p, &d) in position.iter_mut().zip(shape).rev() {
                *p = (rest % d) as i128;
                rest /= d;
            }
            let pos = self.ctx.attr(AttrKind::DenseArray { elem: i64t, values: position.iter().map(|&p| IntOrFloat::Int(p)).collect() });
            let scalars: Vec<Value> = operands.iter().map(|&v| self.emit("vector.extract", &[v], elem, vec![("static_position", pos)])).collect();
            let one = self.lower(elem, &scalars)?;
            result = self.emit("vector.insert", &[one, result], ty, vec![("static_position", pos)]);
        }
        Some(result)
    }

    /// `func.call @name(operands)`, declaring `name` first if the module
    /// has no symbol of that name.
    fn call(&mut self, name: &str, ty: Type, operands: &[Value]) -> Option<Value> {
        let types: Vec<Type> = operands.iter().map(|&v| self.body.value(v).ty).collect();
        if !self.declared(name) {
            self.declare(name, &types, ty);
        }
        let callee = self.ctx.flat_symbol_ref(name);
        Some(self.emit("func.call", operands, ty, vec![("callee", callee)]))
    }

    fn declared(&self, name: &str) -> bool {
        self.body.block(self.top).ops.iter().any(|&o| {
            let p = self.body.op(o).properties;
            p.and_then(|p| self.ctx.dict_get_str(p, "sym_name"))
                .is_some_and(|a| matches!(self.ctx.attr_kind(a), AttrKind::String { value, .. } if &value[..] == name.as_bytes()))
        })
    }

    /// `func.func private @name(inputs) -> result attributes {llvm.readnone}`
    /// at the start of the module.
    fn declare(&mut self, name: &str, inputs: &[Type], result: Type) {
        let fty = self.ctx.ty(TypeKind::Function { inputs: inputs.into(), results: Box::new([result]) });
        let entries = vec![
            (self.ctx.ident("function_type"), self.ctx.attr(AttrKind::Type(fty))),
            (self.ctx.ident("sym_name"), self.ctx.string_attr(name)),
            (self.ctx.ident("sym_visibility"), self.ctx.string_attr("private")),
        ];
        let properties = Some(self.ctx.dict(entries));
        let readnone = (self.ctx.ident("llvm.readnone"), self.ctx.unit());
        let attrs = self.ctx.dict(vec![readnone]);
        let region = self.body.new_region();
        let ident = self.ctx.ident("func.func");
        let f = self.body.new_op(ident, Box::new([]), &[], Box::new([]), properties, attrs, Box::new([region]), None, Default::default());
        self.body.insert_op(self.top, 0, f);
    }
}

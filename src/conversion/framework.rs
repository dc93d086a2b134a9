//! The dialect-conversion driver (DialectConversion.md): a
//! [`ConversionTarget`] says which ops are legal, a [`TypeConverter`] maps
//! types, and [`ConversionPattern`]s rewrite illegal ops given their
//! operands already converted. Where a converted value meets a use that
//! expects the original type (or the reverse), the framework inserts
//! `builtin.unrealized_conversion_cast` ops, which
//! `reconcile-unrealized-casts` cleans up once both sides agree.
//!
//! Deliberately small: one walk, no rollback of a failed pattern's partial
//! work (patterns must check before they mutate), no block signature
//! conversion.

use rustc_hash::FxHashMap;

use crate::diag::Diagnostic;
use crate::ir::{Body, Context, Op, Type, Value};

/// How an op (or a dialect's ops) is judged.
#[derive(Clone, Copy)]
pub enum Legality {
    Legal,
    Illegal,
    /// Legal when the function says so.
    Dynamic(fn(&Context, &Body, Op) -> bool),
}

/// Which ops must be converted. Op entries win over dialect entries.
#[derive(Default)]
pub struct ConversionTarget {
    ops: FxHashMap<String, Legality>,
    dialects: FxHashMap<String, Legality>,
}

impl ConversionTarget {
    pub fn op(&mut self, name: &str, legality: Legality) -> &mut Self {
        self.ops.insert(name.to_string(), legality);
        self
    }
    pub fn dialect(&mut self, name: &str, legality: Legality) -> &mut Self {
        self.dialects.insert(name.to_string(), legality);
        self
    }

    /// `Some(true)` legal, `Some(false)` illegal, `None` unknown to the target.
    pub fn is_legal(&self, ctx: &Context, body: &Body, op: Op) -> Option<bool> {
        let name = ctx.str(body.op(op).name);
        let dialect = name.split_once('.').map_or(name, |x| x.0);
        let rule = self.ops.get(name).or_else(|| self.dialects.get(dialect))?;
        Some(match rule {
            Legality::Legal => true,
            Legality::Illegal => false,
            Legality::Dynamic(f) => f(ctx, body, op),
        })
    }
}

type Conversion = Box<dyn Fn(&mut Context, Type) -> Option<Type>>;

/// Maps types; the most recently added conversion is tried first, as in
/// MLIR. A type no conversion handles is left as it is.
#[derive(Default)]
pub struct TypeConverter {
    conversions: Vec<Conversion>,
}

impl TypeConverter {
    pub fn add(&mut self, f: impl Fn(&mut Context, Type) -> Option<Type> + 'static) -> &mut Self {
        self.conversions.push(Box::new(f));
        self
    }

    pub fn convert(&self, ctx: &mut Context, t: Type) -> Type {
        self.conversions.iter().rev().find_map(|f| f(ctx, t)).unwrap_or(t)
    }
}

/// Creates a cast from `v` to `ty` right before `anchor` and returns its
/// result (the framework's materialisation, both directions).
pub fn materialize_cast(ctx: &mut Context, body: &mut Body, anchor: Op, v: Value, ty: Type) -> Value {
    let name = ctx.ident("builtin.unrealized_conversion_cast");
    let attrs = ctx.empty_dict();
    let loc = body.op(anchor).loc;
    let cast = body.new_op(name, Box::new([v]), &[ty], Box::new([]), None, attrs, Box::new([]), loc, Default::default());
    body.insert_op_before(anchor, cast);
    Value(body.op(cast).first_result)
}

/// What a pattern gets: the IR, the type converter, and the op to rewrite.
pub struct ConversionRewriter<'a> {
    pub ctx: &'a mut Context,
    pub body: &'a mut Body,
    pub converter: &'a TypeConverter,
    scope: Op,
}

impl ConversionRewriter<'_> {
    /// Creates an op like `op` (same name, properties, attributes) with new
    /// operands and result types, placed before `op`.
    pub fn create_like(&mut self, op: Op, operands: &[Value], result_types: &[Type]) -> Op {
        let d = self.body.op(op).clone();
        let new = self.body.new_op(d.name, operands.into(), result_types, d.successors.clone(), d.properties, d.attrs, Box::new([]), d.loc, d.span);
        self.body.insert_op_before(op, new);
        new
    }

    /// Replaces `op` by `values` (possibly of converted types): users that
    /// expect the original types get a cast back to them.
    pub fn replace_op(&mut self, op: Op, values: &[Value]) {
        let results: Vec<Value> = self.body.op(op).results().collect();
        for (r, &v) in results.into_iter().zip(values) {
            let want = self.body.value(r).ty;
            let new = if self.body.value(v).ty == want { v } else { materialize_cast(self.ctx, self.body, op, v, want) };
            self.body.replace_uses_in(self.scope, r, new);
        }
        self.body.erase_op(op);
    }
}

/// Rewrites one kind of op.
pub trait ConversionPattern {
    fn root(&self) -> &str;
    /// `operands` are `op`'s operands converted to their legal types.
    /// Returns false (having changed nothing) when it does not apply.
    fn rewrite(&self, rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool;
}

/// Partial conversion leaves ops unknown to the target alone; full
/// conversion requires every op to end up legal.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    Partial,
    Full,
}

/// Converts the ops nested under `scope`.
pub fn apply_conversion(
    ctx: &mut Context,
    body: &mut Body,
    scope: Op,
    target: &ConversionTarget,
    converter: &TypeConverter,
    patterns: &[Box<dyn ConversionPattern>],
    mode: Mode,
) -> Result<(), Diagnostic> {
    for op in body.nested_ops_preorder(scope) {
        if body.op(op).parent.is_none() {
            continue;
        }
        let legal = target.is_legal(ctx, body, op);
        if legal == Some(true) {
            continue;
        }
        let name = ctx.str(body.op(op).name).to_string();
        // Partial conversion still tries to legalize ops the target does
        // not know, and leaves them alone when nothing applies (MLIR's
        // `applyPartialConversion`).
        let lenient = legal.is_none() && mode == Mode::Partial;
        let candidates: Vec<&Box<dyn ConversionPattern>> = patterns.iter().filter(|p| p.root() == name).collect();
        if lenient && candidates.is_empty() {
            continue;
        }
        // A copy: casts are inserted into the body while converting.
        let original = body.op(op).operands.to_vec();
        let mut operands = Vec::with_capacity(original.len());
        let mut casts = Vec::new();
        for v in original {
            let t = body.value(v).ty;
            let want = converter.convert(ctx, t);
            if want == t {
                operands.push(v);
            } else {
                let cast = materialize_cast(ctx, body, op, v, want);
                casts.extend(body.defining_op(cast));
                operands.push(cast);
            }
        }
        let mut rw = ConversionRewriter { ctx, body, converter, scope };
        let done = candidates.iter().any(|p| p.rewrite(&mut rw, op, &operands));
        if !done {
            // Nothing applied, so nothing used the operand casts: take them
            // back (the patterns check before they mutate).
            for c in casts {
                body.erase_op(c);
            }
            if lenient {
                continue;
            }
            let message = match legal {
                Some(false) => format!("failed to legalize operation '{name}' that was explicitly marked illegal"),
                _ => format!("failed to legalize operation '{name}'"),
            };
            return Err(Diagnostic::error(body.op(op).span, message));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::TypeKind;
    use crate::printer::{print_module, PrintOptions};

    /// A made-up op of a made-up dialect, converted by widening `i32`
    /// results to `i64`.
    const WIDEN: &str = "test.widen";

    const SRC: &str = "\"test.func\"() ({\n^bb0(%a: i32):\n  %0 = \"test.widen\"(%a, %a) : (i32, i32) -> i32\n  \"test.return\"(%0) : (i32) -> ()\n}) : () -> ()\n";

    struct Widen;
    impl ConversionPattern for Widen {
        fn root(&self) -> &str {
            WIDEN
        }
        fn rewrite(&self, rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
            let Some(r) = rw.body.op(op).results().next() else { return false };
            let ty = rw.body.value(r).ty;
            let wide = rw.converter.convert(rw.ctx, ty);
            let new = rw.create_like(op, operands, &[wide]);
            let v = Value(rw.body.op(new).first_result);
            rw.replace_op(op, &[v]);
            true
        }
    }

    fn is_i32(ctx: &Context, body: &Body, op: Op) -> bool {
        let r = body.op(op).results().next();
        r.is_some_and(|r| matches!(ctx.type_kind(body.value(r).ty), TypeKind::Integer { width: 32, .. }))
    }

    fn setup() -> (ConversionTarget, TypeConverter) {
        let mut target = ConversionTarget::default();
        target.dialect("test", Legality::Legal).op(WIDEN, Legality::Dynamic(|c, b, o| !is_i32(c, b, o)));
        let mut converter = TypeConverter::default();
        converter.add(|ctx, t| matches!(ctx.type_kind(t), TypeKind::Integer { width: 32, .. }).then(|| ctx.int_type(64)));
        (target, converter)
    }

    fn parse(ctx: &mut Context, src: &str) -> crate::ir::Module {
        let opts = crate::parser::ParseOptions { allow_unregistered: true };
        crate::parser::parse(ctx, src, &opts).expect("parses")
    }

    #[test]
    fn converts_with_casts_on_both_sides() {
        let mut ctx = Context::new();
        let mut m = parse(&mut ctx, SRC);
        let (target, converter) = setup();
        let patterns: Vec<Box<dyn ConversionPattern>> = vec![Box::new(Widen)];
        apply_conversion(&mut ctx, &mut m.body, m.top, &target, &converter, &patterns, Mode::Partial).expect("converts");
        let text = print_module(&ctx, &m, &PrintOptions::default());
        assert!(text.contains("%0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64"), "{text}");
        assert!(text.contains("%1 = builtin.unrealized_conversion_cast %arg0 : i32 to i64"), "{text}");
        assert!(text.contains("%2 = \"test.widen\"(%0, %1) : (i64, i64) -> i64"), "{text}");
        assert!(text.contains("%3 = builtin.unrealized_conversion_cast %2 : i64 to i32"), "{text}");
        assert!(text.contains("\"test.return\"(%3) : (i32) -> ()"), "{text}");
    }

    #[test]
    fn illegal_op_without_pattern_fails() {
        let mut ctx = Context::new();
        let mut m = parse(&mut ctx, SRC);
        let (target, converter) = setup();
        let err = apply_conversion(&mut ctx, &mut m.body, m.top, &target, &converter, &[], Mode::Partial).unwrap_err();
        assert!(err.message.contains("failed to legalize operation 'test.widen'"), "{}", err.message);
    }

    #[test]
    fn full_conversion_rejects_unknown_ops() {
        let mut ctx = Context::new();
        let mut m = parse(&mut ctx, "\"other.op\"() : () -> ()\n");
        let (target, converter) = setup();
        assert!(apply_conversion(&mut ctx, &mut m.body, m.top, &target, &converter, &[], Mode::Partial).is_ok());
        let err = apply_conversion(&mut ctx, &mut m.body, m.top, &target, &converter, &[], Mode::Full).unwrap_err();
        assert!(err.message.contains("'other.op'"), "{}", err.message);
    }
}

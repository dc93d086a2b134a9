//! The LLVM ops whose custom forms MLIR prints by hand in C++, printed as
//! MLIR 19 prints them: `llvm.icmp`/`llvm.fcmp`, `llvm.alloca`,
//! `llvm.call`, `llvm.invoke` and `llvm.landingpad`.

use super::print_common::{attrs_except, dialect_word, print_value};
use crate::ir::{AttrKind, LlvmType, TypeKind};
use crate::printer::api::{OpView, Printer};

pub fn print_cmp(p: &mut Printer<'_>, v: &OpView<'_>) {
    let ctx = p.ctx;
    let d = v.m.body.op(v.op);
    let enum_name = if v.def.name == "llvm.icmp" { "ICmpPredicate" } else { "FCmpPredicate" };
    let pred = v
        .prop(ctx, "predicate")
        .and_then(|a| ctx.int_value(a))
        .and_then(|x| crate::ods::enum_def(enum_name).and_then(|e| e.keyword(x as i64)))
        .unwrap_or("");
    p.out.push_str(" \"");
    p.out.push_str(pred);
    p.out.push_str("\" ");
    print_value(p, v, d.operands[0]);
    p.out.push_str(", ");
    print_value(p, v, d.operands[1]);
    let attrs = attrs_except(p, v, &["predicate"]);
    p.optional_attr_dict(&attrs, false);
    p.out.push_str(" : ");
    p.print_type(v.m.body.value(d.operands[0]).ty);
}

pub fn print_alloca(p: &mut Printer<'_>, v: &OpView<'_>) {
    let ctx = p.ctx;
    let d = v.m.body.op(v.op);
    if v.prop(ctx, "inalloca").is_some() {
        p.out.push_str(" inalloca");
    }
    p.out.push(' ');
    print_value(p, v, d.operands[0]);
    p.out.push_str(" x ");
    if let Some(AttrKind::Type(t)) = v.prop(ctx, "elem_type").map(|a| ctx.attr_kind(a)) {
        p.print_type(*t);
    }
    let align_zero = v.prop(ctx, "alignment").and_then(|a| ctx.int_value(a)).is_none_or(|x| x == 0);
    let elided: &[&str] =
        if align_zero { &["alignment", "elem_type", "inalloca"] } else { &["elem_type", "inalloca"] };
    let attrs = attrs_except(p, v, elided);
    p.optional_attr_dict(&attrs, false);
    p.out.push_str(" : (");
    p.print_type(v.m.body.value(d.operands[0]).ty);
    p.out.push_str(") -> ");
    let res: Vec<_> = d.results().map(|x| v.m.body.value(x).ty).collect();
    p.result_types(&res);
}

pub fn print_call(p: &mut Printer<'_>, v: &OpView<'_>) {
    let ctx = p.ctx;
    let d = v.m.body.op(v.op);
    p.out.push(' ');
    if let Some(cc) = dialect_word(p, v, "CConv").filter(|c| c != "ccc") {
        p.out.push_str(&cc);
        p.out.push(' ');
    }
    if let Some(tk) = dialect_word(p, v, "TailCallKind").filter(|c| c != "none") {
        p.out.push_str(&tk);
        p.out.push(' ');
    }
    let callee = v.prop(ctx, "callee");
    let args = match callee {
        Some(c) => {
            p.print_attr(c);
            &d.operands[..]
        }
        None => {
            print_value(p, v, d.operands[0]);
            &d.operands[1..]
        }
    };
    p.out.push('(');
    let args = args.to_vec();
    p.value_list(v, &args);
    p.out.push(')');
    if let Some(t) = v.prop(ctx, "var_callee_type") {
        p.out.push_str(" vararg(");
        if let AttrKind::Type(t) = ctx.attr_kind(t) {
            p.print_type(*t);
        }
        p.out.push(')');
    }
    let attrs = attrs_except(p, v, &["callee", "TailCallKind", "var_callee_type", "CConv"]);
    p.optional_attr_dict(&attrs, false);
    p.out.push_str(" : ");
    if callee.is_none() {
        p.print_type(v.m.body.value(d.operands[0]).ty);
        p.out.push_str(", ");
    }
    let ins: Vec<_> = args.iter().map(|&x| v.m.body.value(x).ty).collect();
    let outs: Vec<_> = d.results().map(|x| v.m.body.value(x).ty).collect();
    p.out.push('(');
    p.type_list(&ins);
    p.out.push_str(") -> ");
    p.result_types(&outs);
}

pub fn successor_with_operands(p: &mut Printer<'_>, v: &OpView<'_>, succ: usize, ops: &[crate::ir::Value]) {
    let d = v.m.body.op(v.op);
    if let Some(&b) = d.successors.get(succ) {
        p.block_name_pub(v.names, b);
    }
    if !ops.is_empty() {
        p.out.push('(');
        p.value_list(v, ops);
        p.out.push_str(" : ");
        let tys: Vec<_> = ops.iter().map(|&x| v.m.body.value(x).ty).collect();
        p.type_list(&tys);
        p.out.push(')');
    }
}

/// MLIR 19 prints the normal destination's operands inside the call's
/// argument list (a known bug); this prints only the callee operands.
pub fn print_invoke(p: &mut Printer<'_>, v: &OpView<'_>) {
    let ctx = p.ctx;
    let idx = |n: &str| v.def.operand_index(n).unwrap_or(0);
    let callee_ops = v.operand_group(ctx, idx("callee_operands"));
    let normal = v.operand_group(ctx, idx("normalDestOperands"));
    let unwind = v.operand_group(ctx, idx("unwindDestOperands"));
    p.out.push(' ');
    if let Some(cc) = dialect_word(p, v, "CConv").filter(|c| c != "ccc") {
        p.out.push_str(&cc);
        p.out.push(' ');
    }
    let callee = v.prop(ctx, "callee");
    let args = match callee {
        Some(c) => {
            p.print_attr(c);
            &callee_ops[..]
        }
        None => {
            if let Some(&f) = callee_ops.first() {
                print_value(p, v, f);
            }
            callee_ops.get(1..).unwrap_or(&[])
        }
    };
    p.out.push('(');
    p.value_list(v, args);
    p.out.push_str(") to ");
    successor_with_operands(p, v, 0, &normal);
    p.out.push_str(" unwind ");
    successor_with_operands(p, v, 1, &unwind);
    if let Some(t) = v.prop(ctx, "var_callee_type") {
        p.out.push_str(" vararg(");
        if let AttrKind::Type(t) = ctx.attr_kind(t) {
            p.print_type(*t);
        }
        p.out.push(')');
    }
    let attrs = attrs_except(p, v, &["callee", "operandSegmentSizes", "CConv", "var_callee_type"]);
    p.optional_attr_dict(&attrs, false);
    p.out.push_str(" : ");
    if callee.is_none() {
        if let Some(&f) = callee_ops.first() {
            p.print_type(v.m.body.value(f).ty);
            p.out.push_str(", ");
        }
    }
    let ins: Vec<_> = args.iter().map(|&x| v.m.body.value(x).ty).collect();
    let outs: Vec<_> = v.m.body.op(v.op).results().map(|x| v.m.body.value(x).ty).collect();
    p.out.push('(');
    p.type_list(&ins);
    p.out.push_str(") -> ");
    p.result_types(&outs);
}

pub fn print_landingpad(p: &mut Printer<'_>, v: &OpView<'_>) {
    let ctx = p.ctx;
    let d = v.m.body.op(v.op);
    p.out.push_str(if v.prop(ctx, "cleanup").is_some() { " cleanup " } else { " " });
    for &x in d.operands.iter() {
        let t = v.m.body.value(x).ty;
        let filter = matches!(ctx.type_kind(t), TypeKind::Llvm(LlvmType::Array { .. }));
        p.out.push('(');
        p.out.push_str(if filter { "filter " } else { "catch " });
        print_value(p, v, x);
        p.out.push_str(" : ");
        p.print_type(t);
        p.out.push_str(") ");
    }
    let attrs = attrs_except(p, v, &["cleanup"]);
    p.optional_attr_dict(&attrs, false);
    p.out.push_str(": ");
    if let Some(r) = d.results().next() {
        p.print_type(v.m.body.value(r).ty);
    }
}

//! Hand-written custom forms, printed the way MLIR 19's C++ printers do:
//! `llvm.icmp`/`llvm.fcmp`, `llvm.alloca`, `llvm.call`, `llvm.func`,
//! `func.func`, `llvm.mlir.global`, and `arith.constant`/`addi`/`select`.

use super::custom::{all_attrs, is_fastmath_none, OpView};
use super::Printer;
use crate::ods;
use crate::ir::{Attr, AttrKind, Ident, LlvmType, TypeKind};

/// Ops printed by a hook here.
pub fn has_hook(name: &str) -> bool {
    matches!(
        name,
        "llvm.icmp"
            | "llvm.fcmp"
            | "llvm.alloca"
            | "llvm.call"
            | "llvm.invoke"
            | "llvm.landingpad"
            | "llvm.func"
            | "func.func"
            | "llvm.mlir.global"
            | "arith.constant"
            | "arith.addi"
            | "arith.select"
            | "omp.wsloop"
            | "omp.loop_nest"
            | "nvvm.mma.sync"
    )
}

impl Printer<'_> {
    pub fn print_hooked(&mut self, v: &OpView<'_>) {
        match v.def.name {
            "llvm.icmp" | "llvm.fcmp" => self.print_cmp(v),
            "llvm.alloca" => self.print_alloca(v),
            "llvm.call" => self.print_call(v),
            "llvm.invoke" => self.print_invoke(v),
            "llvm.landingpad" => self.print_landingpad(v),
            "llvm.func" | "func.func" => self.print_function(v),
            "llvm.mlir.global" => self.print_global(v),
            "arith.constant" => self.print_arith_constant(v),
            "arith.addi" => self.print_arith_addi(v),
            "arith.select" => self.print_arith_select(v),
            "omp.wsloop" => self.print_wsloop(v),
            "omp.loop_nest" => self.print_loop_nest(v),
            "nvvm.mma.sync" => self.print_mma(v),
            _ => {}
        }
    }

    /// Every attribute except `elided`, and fastmath flags that are none.
    fn attrs_except(&self, v: &OpView<'_>, elided: &[&str]) -> Vec<(Ident, Attr)> {
        let ctx = self.ctx;
        all_attrs(ctx, v)
            .into_iter()
            .filter(|(n, a)| {
                let n = ctx.str(*n);
                !elided.contains(&n) && !(n == "fastmathFlags" && is_fastmath_none(ctx, *a))
            })
            .collect()
    }

    fn value(&mut self, v: &OpView<'_>, x: crate::ir::Value) {
        v.names.value(&v.m.body, x, &mut self.out);
    }

    fn print_cmp(&mut self, v: &OpView<'_>) {
        let ctx = self.ctx;
        let d = v.m.body.op(v.op);
        let enum_name = if v.def.name == "llvm.icmp" { "ICmpPredicate" } else { "FCmpPredicate" };
        let pred = v
            .prop(ctx, "predicate")
            .and_then(|a| ctx.int_value(a))
            .and_then(|x| ods::enum_def(enum_name).and_then(|e| e.keyword(x as i64)))
            .unwrap_or("");
        self.out.push_str(" \"");
        self.out.push_str(pred);
        self.out.push_str("\" ");
        self.value(v, d.operands[0]);
        self.out.push_str(", ");
        self.value(v, d.operands[1]);
        let attrs = self.attrs_except(v, &["predicate"]);
        self.optional_attr_dict(&attrs, false);
        self.out.push_str(" : ");
        self.print_type(v.m.body.value(d.operands[0]).ty);
    }

    /// `arith.constant {attrs} 42 : i32` (the value with its type).
    fn print_arith_constant(&mut self, v: &OpView<'_>) {
        let ctx = self.ctx;
        let attrs = self.attrs_except(v, &["value"]);
        self.optional_attr_dict(&attrs, false);
        if let Some(value) = v.prop(ctx, "value") {
            self.out.push(' ');
            self.print_attr(value);
        }
    }

    /// `arith.addi %a, %b [overflow<nsw>] {attrs} : T`.
    fn print_arith_addi(&mut self, v: &OpView<'_>) {
        let ctx = self.ctx;
        let d = v.m.body.op(v.op);
        if d.operands.len() != 2 {
            return;
        }
        self.out.push(' ');
        self.value(v, d.operands[0]);
        self.out.push_str(", ");
        self.value(v, d.operands[1]);
        let flags = v.prop(ctx, "overflowFlags").and_then(|a| ctx.dialect_words(a)).map(|(_, w)| w);
        if let Some(words) = flags.filter(|w| !w.is_empty() && *w != ["none"]) {
            self.out.push_str(" overflow<");
            self.out.push_str(&words.join(", "));
            self.out.push('>');
        }
        let attrs = self.attrs_except(v, &["overflowFlags"]);
        self.optional_attr_dict(&attrs, false);
        self.out.push_str(" : ");
        self.print_type(v.m.body.value(d.operands[0]).ty);
    }

    /// `arith.select %c, %a, %b {attrs} : T`, with `CondT, ` first when
    /// the condition is shaped.
    fn print_arith_select(&mut self, v: &OpView<'_>) {
        let d = v.m.body.op(v.op);
        if d.operands.len() != 3 {
            return;
        }
        self.out.push(' ');
        for (i, &x) in d.operands.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.value(v, x);
        }
        let attrs = self.attrs_except(v, &[]);
        self.optional_attr_dict(&attrs, false);
        self.out.push_str(" : ");
        let cond = v.m.body.value(d.operands[0]).ty;
        if matches!(self.ctx.type_kind(cond), TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }) {
            self.print_type(cond);
            self.out.push_str(", ");
        }
        self.print_type(v.m.body.value(d.operands[1]).ty);
    }

    fn print_alloca(&mut self, v: &OpView<'_>) {
        let ctx = self.ctx;
        let d = v.m.body.op(v.op);
        if v.prop(ctx, "inalloca").is_some() {
            self.out.push_str(" inalloca");
        }
        self.out.push(' ');
        self.value(v, d.operands[0]);
        self.out.push_str(" x ");
        if let Some(AttrKind::Type(t)) = v.prop(ctx, "elem_type").map(|a| ctx.attr_kind(a)) {
            self.print_type(*t);
        }
        let align_zero = v.prop(ctx, "alignment").and_then(|a| ctx.int_value(a)).is_none_or(|x| x == 0);
        let elided: &[&str] =
            if align_zero { &["alignment", "elem_type", "inalloca"] } else { &["elem_type", "inalloca"] };
        let attrs = self.attrs_except(v, elided);
        self.optional_attr_dict(&attrs, false);
        self.out.push_str(" : (");
        self.print_type(v.m.body.value(d.operands[0]).ty);
        self.out.push_str(") -> ");
        let res: Vec<_> = d.results().map(|x| v.m.body.value(x).ty).collect();
        self.result_types(&res);
    }

    fn dialect_word(&self, v: &OpView<'_>, name: &str) -> Option<String> {
        let a = v.prop(self.ctx, name)?;
        let (_, words) = self.ctx.dialect_words(a)?;
        words.first().map(|w| w.to_string())
    }

    fn print_call(&mut self, v: &OpView<'_>) {
        let ctx = self.ctx;
        let d = v.m.body.op(v.op);
        self.out.push(' ');
        if let Some(cc) = self.dialect_word(v, "CConv").filter(|c| c != "ccc") {
            self.out.push_str(&cc);
            self.out.push(' ');
        }
        if let Some(tk) = self.dialect_word(v, "TailCallKind").filter(|c| c != "none") {
            self.out.push_str(&tk);
            self.out.push(' ');
        }
        let callee = v.prop(ctx, "callee");
        let args = match callee {
            Some(c) => {
                self.print_attr(c);
                &d.operands[..]
            }
            None => {
                self.value(v, d.operands[0]);
                &d.operands[1..]
            }
        };
        self.out.push('(');
        let args = args.to_vec();
        self.value_list(v, &args);
        self.out.push(')');
        if let Some(t) = v.prop(ctx, "var_callee_type") {
            self.out.push_str(" vararg(");
            if let AttrKind::Type(t) = ctx.attr_kind(t) {
                self.print_type(*t);
            }
            self.out.push(')');
        }
        let attrs = self.attrs_except(v, &["callee", "TailCallKind", "var_callee_type", "CConv"]);
        self.optional_attr_dict(&attrs, false);
        self.out.push_str(" : ");
        if callee.is_none() {
            self.print_type(v.m.body.value(d.operands[0]).ty);
            self.out.push_str(", ");
        }
        let ins: Vec<_> = args.iter().map(|&x| v.m.body.value(x).ty).collect();
        let outs: Vec<_> = d.results().map(|x| v.m.body.value(x).ty).collect();
        self.out.push('(');
        self.type_list(&ins);
        self.out.push_str(") -> ");
        self.result_types(&outs);
    }

    /// `linkage`, visibility, `unnamed_addr` and calling convention words
    /// that precede a symbol.
    fn symbol_keywords(&mut self, v: &OpView<'_>, always_linkage: bool) {
        let ctx = self.ctx;
        if let Some(l) = self.dialect_word(v, "linkage") {
            if always_linkage || l != "external" {
                self.out.push_str(&l);
                self.out.push(' ');
            }
        }
        for (name, e) in [("visibility_", "Visibility")] {
            if let Some(w) = v.prop(ctx, name).and_then(|a| ctx.int_value(a)).and_then(|x| ods::enum_def(e)?.keyword(x as i64)) {
                if !w.is_empty() {
                    self.out.push_str(w);
                    self.out.push(' ');
                }
            }
        }
        if v.def.name == "llvm.mlir.global" && v.prop(ctx, "thread_local_").is_some() {
            self.out.push_str("thread_local ");
        }
        if let Some(w) =
            v.prop(ctx, "unnamed_addr").and_then(|a| ctx.int_value(a)).and_then(|x| ods::enum_def("UnnamedAddr")?.keyword(x as i64))
        {
            if !w.is_empty() {
                self.out.push_str(w);
                self.out.push(' ');
            }
        }
    }

    fn sym_name(&mut self, v: &OpView<'_>) {
        let ctx = self.ctx;
        if let Some(AttrKind::String { value, .. }) = v.prop(ctx, "sym_name").map(|a| ctx.attr_kind(a)) {
            let s = String::from_utf8_lossy(value).into_owned();
            self.symbol_pub(&s);
        }
    }

    fn print_function(&mut self, v: &OpView<'_>) {
        let ctx = self.ctx;
        let body = &v.m.body;
        let d = body.op(v.op);
        let is_llvm = v.def.name == "llvm.func";
        self.out.push(' ');
        if is_llvm {
            self.symbol_keywords(v, false);
            if let Some(cc) = self.dialect_word(v, "CConv").filter(|c| c != "ccc") {
                self.out.push_str(&cc);
                self.out.push(' ');
            }
        } else if let Some(AttrKind::String { value, .. }) = v.prop(ctx, "sym_visibility").map(|a| ctx.attr_kind(a)) {
            self.out.push_str(&String::from_utf8_lossy(value));
            self.out.push(' ');
        }
        self.sym_name(v);
        let fty = v.prop(ctx, "function_type").and_then(|a| match ctx.attr_kind(a) {
            AttrKind::Type(t) => Some(*t),
            _ => None,
        });
        let (params, results, variadic) = match fty.map(|t| ctx.type_kind(t)) {
            Some(TypeKind::Llvm(LlvmType::Func { ret, params, vararg })) => {
                let void = matches!(ctx.type_kind(*ret), TypeKind::Llvm(LlvmType::Void));
                (params.to_vec(), if void { Vec::new() } else { vec![*ret] }, *vararg)
            }
            Some(TypeKind::Function { inputs, results }) => (inputs.to_vec(), results.to_vec(), false),
            _ => (Vec::new(), Vec::new(), false),
        };
        let arg_attrs = array_items(ctx, v.prop(ctx, "arg_attrs"));
        let res_attrs = array_items(ctx, v.prop(ctx, "res_attrs"));
        let region = d.regions.first().copied();
        let entry = region.and_then(|r| body.region(r).blocks.first().copied());
        self.out.push('(');
        for (i, &t) in params.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            let arg = entry.and_then(|b| body.block(b).args.get(i).copied());
            if let Some(a) = arg {
                self.value(v, a);
                self.out.push_str(": ");
            }
            self.print_type(t);
            if let Some(&da) = arg_attrs.get(i) {
                self.dict_attr(da);
            }
            if let Some(a) = arg {
                if self.opts.debug_info {
                    if let Some(l) = body.value(a).loc {
                        self.inline_loc(l);
                    }
                }
            }
        }
        if variadic {
            if !params.is_empty() {
                self.out.push_str(", ");
            }
            self.out.push_str("...");
        }
        self.out.push(')');
        if !results.is_empty() {
            self.out.push_str(" -> ");
            let has_attrs = res_attrs.first().is_some_and(|&a| !matches!(ctx.attr_kind(a), AttrKind::Dictionary(e) if e.is_empty()));
            let parens = results.len() > 1 || matches!(ctx.type_kind(results[0]), TypeKind::Function { .. }) || has_attrs;
            if parens {
                self.out.push('(');
            }
            for (i, &t) in results.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_type(t);
                if let Some(&da) = res_attrs.get(i) {
                    self.dict_attr(da);
                }
            }
            if parens {
                self.out.push(')');
            }
        }
        if is_llvm {
            if let Some(vr) = v.prop(ctx, "vscale_range") {
                let text = super::attr_to_string(ctx, vr);
                let nums: Vec<&str> = text
                    .split(|c: char| !c.is_ascii_digit())
                    .filter(|s| !s.is_empty())
                    .collect();
                // `#llvm.vscale_range<minRange = 1 : i32, maxRange = 16 : i32>`
                let ints: Vec<&str> = nums.iter().copied().filter(|n| *n != "32").collect();
                if ints.len() >= 2 {
                    self.out.push_str(" vscale_range(");
                    self.out.push_str(ints[0]);
                    self.out.push_str(", ");
                    self.out.push_str(ints[1]);
                    self.out.push(')');
                }
            }
            if let Some(c) = v.prop(ctx, "comdat") {
                self.out.push_str(" comdat(");
                self.print_attr(c);
                self.out.push(')');
            }
        }
        let elided: &[&str] = if is_llvm {
            &[
                "function_type", "arg_attrs", "res_attrs", "linkage", "CConv", "visibility_", "comdat", "unnamed_addr",
                "vscale_range", "sym_name",
            ]
        } else {
            &["function_type", "arg_attrs", "res_attrs", "sym_visibility", "sym_name"]
        };
        let ctx = self.ctx;
        let attrs: Vec<_> = all_attrs(ctx, v).into_iter().filter(|(n, _)| !elided.contains(&ctx.str(*n))).collect();
        self.optional_attr_dict(&attrs, true);
        if let Some(r) = region {
            if !body.region(r).blocks.is_empty() {
                self.out.push(' ');
                self.print_region_custom(v.m, v.names, r, v.indent, false);
            }
        }
    }

    /// ` {a, b = 1}` for a non-empty dictionary attribute.
    fn dict_attr(&mut self, a: Attr) {
        if let AttrKind::Dictionary(e) = self.ctx.attr_kind(a) {
            let e = e.to_vec();
            self.optional_attr_dict(&e, false);
        }
    }

    fn print_global(&mut self, v: &OpView<'_>) {
        let ctx = self.ctx;
        let body = &v.m.body;
        let d = body.op(v.op);
        self.out.push(' ');
        self.symbol_keywords(v, true);
        if v.prop(ctx, "constant").is_some() {
            self.out.push_str("constant ");
        }
        self.sym_name(v);
        self.out.push('(');
        let value = v.prop(ctx, "value");
        if let Some(val) = value {
            self.print_attr(val);
        }
        self.out.push(')');
        if let Some(c) = v.prop(ctx, "comdat") {
            self.out.push_str(" comdat(");
            self.print_attr(c);
            self.out.push(')');
        }
        let attrs = {
            let elided = [
                "sym_name", "global_type", "constant", "value", "linkage", "unnamed_addr", "thread_local_", "visibility_",
                "comdat",
            ];
            all_attrs(ctx, v).into_iter().filter(|(n, _)| !elided.contains(&ctx.str(*n))).collect::<Vec<_>>()
        };
        self.optional_attr_dict(&attrs, false);
        if matches!(value.map(|a| ctx.attr_kind(a)), Some(AttrKind::String { .. })) {
            return;
        }
        self.out.push_str(" : ");
        if let Some(AttrKind::Type(t)) = v.prop(ctx, "global_type").map(|a| ctx.attr_kind(a)) {
            self.print_type(*t);
        }
        if let Some(&r) = d.regions.first() {
            if !body.region(r).blocks.is_empty() {
                self.out.push(' ');
                self.print_region_custom(v.m, v.names, r, v.indent, false);
            }
        }
    }
}

impl Printer<'_> {
    fn successor_with_operands(&mut self, v: &OpView<'_>, succ: usize, ops: &[crate::ir::Value]) {
        let d = v.m.body.op(v.op);
        if let Some(&b) = d.successors.get(succ) {
            self.block_name_pub(v.names, b);
        }
        if !ops.is_empty() {
            self.out.push('(');
            self.value_list(v, ops);
            self.out.push_str(" : ");
            let tys: Vec<_> = ops.iter().map(|&x| v.m.body.value(x).ty).collect();
            self.type_list(&tys);
            self.out.push(')');
        }
    }

    /// MLIR 19 prints the normal destination's operands inside the call's
    /// argument list (a known bug); this prints only the callee operands.
    fn print_invoke(&mut self, v: &OpView<'_>) {
        let ctx = self.ctx;
        let idx = |n: &str| v.def.operand_index(n).unwrap_or(0);
        let callee_ops = v.operand_group(ctx, idx("callee_operands"));
        let normal = v.operand_group(ctx, idx("normalDestOperands"));
        let unwind = v.operand_group(ctx, idx("unwindDestOperands"));
        self.out.push(' ');
        if let Some(cc) = self.dialect_word(v, "CConv").filter(|c| c != "ccc") {
            self.out.push_str(&cc);
            self.out.push(' ');
        }
        let callee = v.prop(ctx, "callee");
        let args = match callee {
            Some(c) => {
                self.print_attr(c);
                &callee_ops[..]
            }
            None => {
                if let Some(&f) = callee_ops.first() {
                    self.value(v, f);
                }
                callee_ops.get(1..).unwrap_or(&[])
            }
        };
        self.out.push('(');
        self.value_list(v, args);
        self.out.push_str(") to ");
        self.successor_with_operands(v, 0, &normal);
        self.out.push_str(" unwind ");
        self.successor_with_operands(v, 1, &unwind);
        if let Some(t) = v.prop(ctx, "var_callee_type") {
            self.out.push_str(" vararg(");
            if let AttrKind::Type(t) = ctx.attr_kind(t) {
                self.print_type(*t);
            }
            self.out.push(')');
        }
        let attrs = self.attrs_except(v, &["callee", "operandSegmentSizes", "CConv", "var_callee_type"]);
        self.optional_attr_dict(&attrs, false);
        self.out.push_str(" : ");
        if callee.is_none() {
            if let Some(&f) = callee_ops.first() {
                self.print_type(v.m.body.value(f).ty);
                self.out.push_str(", ");
            }
        }
        let ins: Vec<_> = args.iter().map(|&x| v.m.body.value(x).ty).collect();
        let outs: Vec<_> = v.m.body.op(v.op).results().map(|x| v.m.body.value(x).ty).collect();
        self.out.push('(');
        self.type_list(&ins);
        self.out.push_str(") -> ");
        self.result_types(&outs);
    }

    fn print_landingpad(&mut self, v: &OpView<'_>) {
        let ctx = self.ctx;
        let d = v.m.body.op(v.op);
        self.out.push_str(if v.prop(ctx, "cleanup").is_some() { " cleanup " } else { " " });
        for &x in d.operands.iter() {
            let t = v.m.body.value(x).ty;
            let filter = matches!(ctx.type_kind(t), TypeKind::Llvm(LlvmType::Array { .. }));
            self.out.push('(');
            self.out.push_str(if filter { "filter " } else { "catch " });
            self.value(v, x);
            self.out.push_str(" : ");
            self.print_type(t);
            self.out.push_str(") ");
        }
        let attrs = self.attrs_except(v, &["cleanup"]);
        self.optional_attr_dict(&attrs, false);
        self.out.push_str(": ");
        if let Some(r) = d.results().next() {
            self.print_type(v.m.body.value(r).ty);
        }
    }
}

/// The elements of an array attribute.
fn array_items(ctx: &crate::ir::Context, a: Option<Attr>) -> Vec<Attr> {
    match a.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(items)) => items.to_vec(),
        _ => Vec::new(),
    }
}

//! `#llvm.di_*` attributes → the textual form of LLVM's debug info nodes
//! (`!DICompileUnit(...)`, `!DISubprogram(...)`, ...), which `debug_info`
//! hands to LLVM's own IR parser.
//!
//! Why text: LLVM's C API builds only part of the node kinds and fields MLIR
//! sets (no `nameTableKind`, no distinct lexical block files, no composite
//! `dataLocation`, no `DIStringType`), while the IR parser calls the same
//! `DIxxx::get`/`getDistinct` constructors MLIR's DebugTranslation calls,
//! with every field. The text names each node `!N`, so cycles (recursive
//! types) are plain forward references.
//!
//! The rules follow MLIR 19's DebugTranslation: which nodes are distinct
//! (compile units, definitions, lexical blocks, class-like composites,
//! global variables), empty strings as absent fields, `DINullType` as
//! `null`, recursive types (`recId`) resolved to the innermost enclosing
//! type with the same id, and distinct ids (`id = distinct[N]<>`) naming one
//! node. A node that refers to an enclosing recursive type depends on where
//! it is translated, so it is only reused in that same context.

use rustc_hash::FxHashMap;

use super::dialect_attr::{as_attr, as_bool, as_int, as_string, inner, split_commas, strip_group, Items};
use crate::ir::{Attr, AttrKind, BodyItem, Context};

/// The text of the nodes written so far, numbered from 1.
pub(crate) struct DiWriter<'c> {
    ctx: &'c Context,
    /// `lines[i]` is the body of node `!(i + 1)`.
    lines: Vec<String>,
    /// References of attributes that do not depend on an enclosing
    /// recursive type.
    memo: FxHashMap<Attr, String>,
    /// References of attributes that do, keyed by the open recursive nodes.
    memo_in_context: FxHashMap<(Attr, Vec<usize>), String>,
    /// Open recursive types: (their `recId`, their node number).
    open: Vec<(Attr, usize)>,
    /// The lowest index into `open` the current translation looked up.
    lowest_open_use: usize,
    /// Nodes of distinct ids (`id = distinct[N]<>` of compile units and
    /// subprograms).
    by_id: FxHashMap<Attr, String>,
    /// Compile units in creation order, with the global variable
    /// expressions that belong to them.
    pub cus: Vec<(usize, Vec<String>)>,
    /// Local scopes (subprograms, lexical blocks) with the node of their
    /// parent scope (`None` for a subprogram), for location merging.
    pub local_scopes: Vec<(usize, Option<usize>)>,
    depth: u32,
}

/// How deep attribute nesting may go before the writer gives up (the
/// parser bounds nesting already; this keeps a cycle from looping).
const MAX_DEPTH: u32 = 512;

impl<'c> DiWriter<'c> {
    pub(crate) fn new(ctx: &'c Context) -> Self {
        DiWriter {
            ctx,
            lines: Vec::new(),
            memo: FxHashMap::default(),
            memo_in_context: FxHashMap::default(),
            open: Vec::new(),
            lowest_open_use: usize::MAX,
            by_id: FxHashMap::default(),
            cus: Vec::new(),
            local_scopes: Vec::new(),
            depth: 0,
        }
    }

    /// The number of nodes written.
    pub(crate) fn len(&self) -> usize {
        self.lines.len()
    }

    /// The text of every node, `!1 = ...` onwards.
    pub(crate) fn node_lines(&self) -> impl Iterator<Item = String> + '_ {
        self.lines.iter().enumerate().map(|(i, l)| format!("!{} = {l}\n", i + 1))
    }

    fn alloc(&mut self) -> usize {
        self.lines.push(String::new());
        self.lines.len()
    }

    fn define(&mut self, body: String) -> usize {
        let n = self.alloc();
        self.lines[n - 1] = body;
        n
    }

    /// A root node: the number of the node `a` translates to, or `None` for
    /// attributes that are no node (`#llvm.di_null_type`, non-DI values).
    pub(crate) fn root(&mut self, a: Attr) -> Option<usize> {
        let r = self.node(a);
        r.strip_prefix('!').and_then(|n| n.parse().ok())
    }

    /// A numbered `!DIExpression(...)` for `a` (the empty expression when
    /// `a` is absent).
    pub(crate) fn expression_root(&mut self, a: Option<Attr>) -> usize {
        let e = a.map(|a| self.expression(a)).unwrap_or_else(|| "!DIExpression()".to_string());
        self.define(e)
    }

    /// Records a global variable expression (a root) with the compile unit
    /// it belongs to, as MLIR collects the `globals:` of each unit: the
    /// variable's scope, or the scope of a module scope, or the unit of a
    /// subprogram scope.
    pub(crate) fn add_global(&mut self, gve_attr: Attr, gve_node: usize) {
        let Some(var) = self.param(gve_attr, "var").and_then(as_attr) else { return };
        let Some(mut scope) = self.param(var, "scope").and_then(as_attr) else { return };
        match self.mnemonic(scope) {
            "di_module" => match self.param(scope, "scope").and_then(as_attr) {
                Some(s) => scope = s,
                None => return,
            },
            "di_subprogram" => match self.param(scope, "compileUnit").and_then(as_attr) {
                Some(s) => scope = s,
                None => return,
            },
            _ => {}
        }
        if self.mnemonic(scope) != "di_compile_unit" {
            return;
        }
        let Some(cu) = self.root(scope) else { return };
        if let Some(entry) = self.cus.iter_mut().find(|c| c.0 == cu) {
            entry.1.push(format!("!{gve_node}"));
        }
    }

    /// Appends the `globals:` tuples of the compile units that have global
    /// variables (MLIR replaces their global variable list once the globals
    /// are translated).
    pub(crate) fn finish_compile_units(&mut self) {
        let cus = std::mem::take(&mut self.cus);
        for (cu, globals) in &cus {
            if globals.is_empty() {
                continue;
            }
            let list = self.define(format!("!{{{}}}", globals.join(", ")));
            let line = &mut self.lines[cu - 1];
            if line.ends_with(')') {
                line.pop();
                line.push_str(&format!(", globals: !{list})"));
            }
        }
        self.cus = cus;
    }

    fn mnemonic(&self, a: Attr) -> &'c str {
        match self.ctx.attr_kind(a) {
            AttrKind::Dialect { name, .. } => self.ctx.str(*name).strip_prefix("llvm.").unwrap_or(""),
            _ => "",
        }
    }

    /// The value of parameter `key` of a dialect attribute.
    fn param(&self, a: Attr, key: &str) -> Option<Items<'c>> {
        let body = inner(self.ctx, a)?;
        di_fields(self.ctx, body).into_iter().find(|f| f.0 == key).map(|f| f.1)
    }

    /// The reference (`!N` or `null`) of a DI attribute.
    fn node(&mut self, a: Attr) -> String {
        if let Some(r) = self.memo.get(&a) {
            return r.clone();
        }
        let context: Vec<usize> = self.open.iter().map(|o| o.1).collect();
        if let Some(r) = self.memo_in_context.get(&(a, context.clone())) {
            return r.clone();
        }
        if self.depth > MAX_DEPTH {
            return "null".into();
        }
        let open_at_entry = self.open.len();
        let outer_use = std::mem::replace(&mut self.lowest_open_use, usize::MAX);
        self.depth += 1;
        let r = self.translate(a);
        self.depth -= 1;
        let used = self.lowest_open_use;
        self.lowest_open_use = outer_use.min(used);
        if used >= open_at_entry {
            self.memo.insert(a, r.clone());
        } else {
            self.memo_in_context.insert((a, context), r.clone());
        }
        r
    }

    fn translate(&mut self, a: Attr) -> String {
        let kind = self.mnemonic(a);
        let fs = match inner(self.ctx, a) {
            Some(body) => di_fields(self.ctx, body),
            None => Vec::new(),
        };
        let get = |k: &str| fs.iter().find(|f| f.0 == k).map(|f| f.1);
        // Recursive types: a `recId` names the innermost enclosing type.
        if kind == "di_composite_type" {
            if let Some(rec) = get("recId").and_then(as_attr) {
                if let Some(i) = self.open.iter().rposition(|o| o.0 == rec) {
                    self.lowest_open_use = self.lowest_open_use.min(i);
                    return format!("!{}", self.open[i].1);
                }
                if self.int(get("tag")) == Some(0) || self.word(get("tag")) == Some("DW_TAG_null") {
                    // A self reference outside its type: MLIR asserts.
                    return "null".into();
                }
                let n = self.alloc();
                self.open.push((rec, n));
                let body = self.composite(&fs);
                self.open.pop();
                self.lines[n - 1] = body;
                return format!("!{n}");
            }
        }
        let body = match kind {
            "di_null_type" => return "null".into(),
            "di_basic_type" => {
                let mut f = Fields::new("DIBasicType");
                f.word(self.ctx, "tag", get("tag"));
                f.string(self.ctx, "name", get("name"));
                f.int(self.ctx, "size", get("sizeInBits"));
                f.word(self.ctx, "encoding", get("encoding"));
                f.done()
            }
            "di_file" => {
                // `#llvm.di_file<"name" in "directory">`.
                let body = inner(self.ctx, a).unwrap_or_default();
                let strings: Vec<Vec<u8>> =
                    body.iter().filter_map(|i| as_string(self.ctx, std::slice::from_ref(i))).collect();
                let mut f = Fields::new("DIFile");
                f.raw("filename", quote(strings.first().map(Vec::as_slice).unwrap_or_default()));
                f.raw("directory", quote(strings.get(1).map(Vec::as_slice).unwrap_or_default()));
                f.done()
            }
            "di_compile_unit" => {
                let id = get("id").and_then(as_attr);
                if let Some(r) = id.and_then(|id| self.by_id.get(&id)) {
                    return r.clone();
                }
                let file = self.opt_node(get("file"));
                let mut f = Fields::new("DICompileUnit");
                f.word(self.ctx, "language", get("sourceLanguage"));
                f.raw("file", file);
                let producer = self.string(get("producer"));
                if !producer.is_empty() {
                    f.raw("producer", quote(&producer));
                }
                f.raw("isOptimized", self.flag(get("isOptimized")).to_string());
                f.raw("runtimeVersion", "0".into());
                let kind = match self.word(get("emissionKind")) {
                    Some("None") => "NoDebug",
                    Some("LineTablesOnly") => "LineTablesOnly",
                    Some("DebugDirectivesOnly") => "DebugDirectivesOnly",
                    _ => "FullDebug",
                };
                f.raw("emissionKind", kind.into());
                if let Some(k @ ("GNU" | "None" | "Apple")) = self.word(get("nameTableKind")) {
                    f.raw("nameTableKind", k.into());
                }
                let n = self.define(format!("distinct {}", f.done()));
                self.cus.push((n, Vec::new()));
                if let Some(id) = id {
                    self.by_id.insert(id, format!("!{n}"));
                }
                return format!("!{n}");
            }
            "di_composite_type" => self.composite(&fs),
            "di_derived_type" => {
                let base = self.opt_node(get("baseType"));
                let extra = get("extraData").map(|v| self.value_node(v));
                let mut f = Fields::new("DIDerivedType");
                f.word(self.ctx, "tag", get("tag"));
                f.string(self.ctx, "name", get("name"));
                f.raw("baseType", base);
                f.int(self.ctx, "size", get("sizeInBits"));
                f.int(self.ctx, "align", get("alignInBits"));
                f.int(self.ctx, "offset", get("offsetInBits"));
                if let Some(space) = get("dwarfAddressSpace").and_then(|v| as_int(self.ctx, v)) {
                    f.raw("dwarfAddressSpace", space.to_string());
                }
                if let Some(x) = extra.filter(|x| x != "null") {
                    f.raw("extraData", x);
                }
                f.done()
            }
            "di_string_type" => {
                let length = get("stringLength").map(|v| self.value_node(v));
                let mut f = Fields::new("DIStringType");
                f.word(self.ctx, "tag", get("tag"));
                f.string(self.ctx, "name", get("name"));
                if let Some(l) = length.filter(|l| l != "null") {
                    f.raw("stringLength", l);
                }
                if let Some(e) = get("stringLengthExp").and_then(as_attr) {
                    f.raw("stringLengthExpression", self.expression(e));
                }
                if let Some(e) = get("stringLocationExp").and_then(as_attr) {
                    f.raw("stringLocationExpression", self.expression(e));
                }
                f.int(self.ctx, "size", get("sizeInBits"));
                f.int(self.ctx, "align", get("alignInBits"));
                f.word(self.ctx, "encoding", get("encoding"));
                f.done()
            }
            "di_lexical_block" | "di_lexical_block_file" => {
                let scope = self.opt_node(get("scope"));
                let file = self.opt_node(get("file"));
                let is_file = kind == "di_lexical_block_file";
                let mut f = Fields::new(if is_file { "DILexicalBlockFile" } else { "DILexicalBlock" });
                f.raw("scope", scope.clone());
                if file != "null" {
                    f.raw("file", file);
                }
                if is_file {
                    f.raw("discriminator", self.int(get("discriminator")).unwrap_or(0).to_string());
                } else {
                    f.int(self.ctx, "line", get("line"));
                    f.int(self.ctx, "column", get("column"));
                }
                let n = self.define(format!("distinct {}", f.done()));
                self.local_scopes.push((n, ref_number(&scope)));
                return format!("!{n}");
            }
            "di_local_variable" => {
                let scope = self.opt_node(get("scope"));
                let file = self.opt_node(get("file"));
                let ty = self.opt_node(get("type"));
                let mut f = Fields::new("DILocalVariable");
                f.string(self.ctx, "name", get("name"));
                f.int(self.ctx, "arg", get("arg"));
                f.raw("scope", scope);
                f.node("file", file);
                f.int(self.ctx, "line", get("line"));
                f.node("type", ty);
                f.int(self.ctx, "align", get("alignInBits"));
                f.done()
            }
            "di_global_variable" => {
                let scope = self.opt_node(get("scope"));
                let file = self.opt_node(get("file"));
                let ty = self.opt_node(get("type"));
                let mut f = Fields::new("DIGlobalVariable");
                f.string(self.ctx, "name", get("name"));
                f.string(self.ctx, "linkageName", get("linkageName"));
                f.raw("scope", scope);
                f.node("file", file);
                f.int(self.ctx, "line", get("line"));
                f.node("type", ty);
                f.raw("isLocal", self.flag(get("isLocalToUnit")).to_string());
                f.raw("isDefinition", self.flag(get("isDefined")).to_string());
                f.int(self.ctx, "align", get("alignInBits"));
                format!("distinct {}", f.done())
            }
            "di_global_variable_expression" => {
                let var = self.opt_node(get("var"));
                let expr = match get("expr").and_then(as_attr) {
                    Some(e) => self.expression(e),
                    None => "!DIExpression()".into(),
                };
                let mut f = Fields::new("DIGlobalVariableExpression");
                f.raw("var", var);
                f.raw("expr", expr);
                f.done()
            }
            "di_label" => {
                let scope = self.opt_node(get("scope"));
                let file = self.opt_node(get("file"));
                let mut f = Fields::new("DILabel");
                f.raw("scope", scope);
                f.raw("name", quote(&self.string(get("name"))));
                f.node("file", file);
                f.int(self.ctx, "line", get("line"));
                f.done()
            }
            "di_module" => {
                let file = self.opt_node(get("file"));
                let scope = self.opt_node(get("scope"));
                let mut f = Fields::new("DIModule");
                f.raw("scope", scope);
                f.raw("name", quote(&self.string(get("name"))));
                f.string(self.ctx, "configMacros", get("configMacros"));
                f.string(self.ctx, "includePath", get("includePath"));
                f.string(self.ctx, "apinotes", get("apinotes"));
                f.node("file", file);
                f.int(self.ctx, "line", get("line"));
                if self.flag(get("isDecl")) {
                    f.raw("isDecl", "true".into());
                }
                f.done()
            }
            "di_namespace" => {
                let scope = self.opt_node(get("scope"));
                let mut f = Fields::new("DINamespace");
                f.string(self.ctx, "name", get("name"));
                f.raw("scope", scope);
                if self.flag(get("exportSymbols")) {
                    f.raw("exportSymbols", "true".into());
                }
                f.done()
            }
            "di_subprogram" => return self.subprogram(&fs),
            "di_subrange" => {
                let mut f = Fields::new("DISubrange");
                for (key, param) in [("count", "count"), ("lowerBound", "lowerBound"), ("upperBound", "upperBound"), ("stride", "stride")] {
                    if let Some(v) = get(param) {
                        let x = self.bound(v);
                        if x != "null" {
                            f.raw(key, x);
                        }
                    }
                }
                f.done()
            }
            "di_subroutine_type" => {
                let types: Vec<String> = match fs.iter().find(|f| f.0 == "types") {
                    Some((_, v)) => split_commas(self.ctx, v).into_iter().map(|t| self.value_node(t)).collect(),
                    None => Vec::new(),
                };
                let mut f = Fields::new("DISubroutineType");
                if let Some(cc) = self.word(get("callingConvention")) {
                    f.raw("cc", cc.into());
                }
                f.raw("types", format!("!{{{}}}", types.join(", ")));
                f.done()
            }
            "di_expression" => self.expression(a),
            // Not debug info, but also a distinct node the C API cannot
            // build: `distinct !{}`.
            "access_group" => "distinct !{}".into(),
            _ => return "null".into(),
        };
        format!("!{}", self.define(body))
    }

    fn composite(&mut self, fs: &[(&'c str, Items<'c>)]) -> String {
        let get = |k: &str| fs.iter().find(|f| f.0 == k).map(|f| f.1);
        let file = self.opt_node(get("file"));
        let scope = self.opt_node(get("scope"));
        let base = self.opt_node(get("baseType"));
        let elements: Vec<String> = match get("elements") {
            // An element that is no debug info node (only an unknown
            // attribute can be one) is left out: LLVM's verifier crashes
            // on a null element (found by fuzzing the translation).
            Some(v) => split_commas(self.ctx, v).into_iter().map(|e| self.value_node(e)).filter(|n| n != "null").collect(),
            None => Vec::new(),
        };
        let distinct = matches!(
            self.word(get("tag")),
            Some("DW_TAG_class_type" | "DW_TAG_enumeration_type" | "DW_TAG_structure_type" | "DW_TAG_union_type")
        );
        let mut f = Fields::new("DICompositeType");
        f.word(self.ctx, "tag", get("tag"));
        f.string(self.ctx, "name", get("name"));
        f.node("file", file);
        f.int(self.ctx, "line", get("line"));
        f.node("scope", scope);
        f.node("baseType", base);
        f.int(self.ctx, "size", get("sizeInBits"));
        f.int(self.ctx, "align", get("alignInBits"));
        if let Some(flags) = get("flags").and_then(|v| di_flags(self.ctx, v)) {
            f.raw("flags", flags);
        }
        f.raw("elements", format!("!{{{}}}", elements.join(", ")));
        for (key, param) in [("dataLocation", "dataLocation"), ("associated", "associated"), ("allocated", "allocated"), ("rank", "rank")] {
            if let Some(e) = get(param).and_then(as_attr) {
                f.raw(key, self.expression(e));
            }
        }
        if distinct {
            format!("distinct {}", f.done())
        } else {
            f.done()
        }
    }

    fn subprogram(&mut self, fs: &[(&'c str, Items<'c>)]) -> String {
        let get = |k: &str| fs.iter().find(|f| f.0 == k).map(|f| f.1);
        let id = get("id").and_then(as_attr);
        if let Some(r) = id.and_then(|id| self.by_id.get(&id)) {
            return r.clone();
        }
        let scope = self.opt_node(get("scope"));
        let file = self.opt_node(get("file"));
        let ty = self.opt_node(get("type"));
        let unit = self.opt_node(get("compileUnit"));
        // A distinct subprogram may have been reached again through its
        // own children.
        if let Some(r) = id.and_then(|id| self.by_id.get(&id)) {
            return r.clone();
        }
        let sp_flags = get("subprogramFlags").map(|v| sp_flags(self.ctx, v)).unwrap_or(0);
        let definition = sp_flags & SP_DEFINITION != 0;
        let mut f = Fields::new("DISubprogram");
        f.string(self.ctx, "name", get("name"));
        f.string(self.ctx, "linkageName", get("linkageName"));
        f.node("scope", scope);
        f.node("file", file);
        f.int(self.ctx, "line", get("line"));
        f.node("type", ty);
        f.int(self.ctx, "scopeLine", get("scopeLine"));
        f.raw("spFlags", sp_flags.to_string());
        f.node("unit", unit);
        let body = f.done();
        let n = self.define(if definition { format!("distinct {body}") } else { body });
        if let Some(id) = id {
            self.by_id.insert(id, format!("!{n}"));
        }
        self.local_scopes.push((n, None));
        format!("!{n}")
    }

    /// A subrange bound: an integer (an `i64` constant), an expression, or
    /// a variable.
    fn bound(&mut self, v: Items<'c>) -> String {
        match as_attr(v) {
            Some(a) if matches!(self.ctx.attr_kind(a), AttrKind::Integer { .. }) => {
                self.ctx.int_value(a).map(|i| (i as i64).to_string()).unwrap_or_else(|| "null".into())
            }
            Some(a) if self.mnemonic(a) == "di_expression" => self.expression(a),
            Some(a) => self.node(a),
            None => as_int(self.ctx, v).map(|i| (i as i64).to_string()).unwrap_or_else(|| "null".into()),
        }
    }

    /// A parameter holding one DI attribute.
    fn value_node(&mut self, v: Items<'c>) -> String {
        match as_attr(v) {
            Some(a) => self.node(a),
            None => "null".into(),
        }
    }

    fn opt_node(&mut self, v: Option<Items<'c>>) -> String {
        v.map(|v| self.value_node(v)).unwrap_or_else(|| "null".into())
    }

    /// `!DIExpression(DW_OP_a, 1, 2, DW_OP_b)` from
    /// `#llvm.di_expression<[DW_OP_a(1, 2), DW_OP_b]>`: LLVM's parser knows
    /// the same operation and encoding names.
    fn expression(&self, a: Attr) -> String {
        let ctx = self.ctx;
        let mut ops: Vec<String> = Vec::new();
        if let Some(list) = inner(ctx, a).and_then(|i| strip_group(ctx, i)) {
            for elem in split_commas(ctx, list) {
                for item in elem {
                    match item {
                        BodyItem::Text(t, _) => {
                            let s = ctx.str(*t);
                            if !matches!(s, "(" | ")" | ",") {
                                ops.push(s.to_string());
                            }
                        }
                        BodyItem::Attr(x, _) | BodyItem::Stripped(x, _) => {
                            if let Some(i) = ctx.int_value(*x) {
                                ops.push(i.to_string());
                            }
                        }
                        BodyItem::Type(..) => {}
                    }
                }
            }
        }
        format!("!DIExpression({})", ops.join(", "))
    }

    fn string(&self, v: Option<Items>) -> Vec<u8> {
        v.and_then(|v| as_string(self.ctx, v)).unwrap_or_default()
    }

    fn int(&self, v: Option<Items>) -> Option<i128> {
        v.and_then(|v| as_int(self.ctx, v))
    }

    fn flag(&self, v: Option<Items>) -> bool {
        v.and_then(|v| as_bool(self.ctx, v)).unwrap_or(false)
    }

    fn word(&self, v: Option<Items>) -> Option<&'c str> {
        match v? {
            [BodyItem::Text(t, _)] => Some(self.ctx.str(*t)),
            _ => None,
        }
    }
}

/// `key = value` parameters where a value may itself be a comma-separated
/// list (`types = #a, #b`): a part without `key =` continues the previous
/// parameter.
pub(crate) fn di_fields<'c>(ctx: &'c Context, items: Items<'c>) -> Vec<(&'c str, Items<'c>)> {
    // Top-level parts as index ranges of `items`.
    let mut parts: Vec<(usize, usize)> = Vec::new();
    let mut depth = 0i32;
    let mut start = 0;
    for (i, it) in items.iter().enumerate() {
        let BodyItem::Text(t, _) = it else { continue };
        match ctx.str(*t) {
            "<" | "{" | "(" | "[" => depth += 1,
            ">" | "}" | ")" | "]" => depth -= 1,
            "," if depth == 0 => {
                parts.push((start, i));
                start = i + 1;
            }
            _ => {}
        }
    }
    if start < items.len() {
        parts.push((start, items.len()));
    }
    // (key, first value item, end of the value).
    let mut out: Vec<(&str, usize, usize)> = Vec::new();
    for (start, end) in parts {
        let key = match (items.get(start), items.get(start + 1)) {
            (Some(BodyItem::Text(k, _)), Some(BodyItem::Text(eq, _))) if ctx.str(*eq) == "=" && start + 1 < end => {
                Some(ctx.str(*k))
            }
            _ => None,
        };
        match (key, out.last_mut()) {
            (Some(k), _) => out.push((k, start + 2, end)),
            (None, Some(last)) => last.2 = end,
            (None, None) => {}
        }
    }
    out.into_iter().map(|(k, s, e)| (k, &items[s..e])).collect()
}

/// MLIR's `DISubprogramFlags` bit for `Definition`.
const SP_DEFINITION: u32 = 8;

/// `"Definition|Optimized"` → LLVM's `DISPFlags` bits (MLIR's enum has
/// LLVM's values).
fn sp_flags(ctx: &Context, v: Items) -> u32 {
    const NAMES: &[(&str, u32)] = &[
        ("Virtual", 1),
        ("PureVirtual", 2),
        ("LocalToUnit", 4),
        ("Definition", 8),
        ("Optimized", 16),
        ("Pure", 32),
        ("Elemental", 64),
        ("Recursive", 128),
        ("MainSubprogram", 256),
        ("Deleted", 512),
        ("ObjCDirect", 2048),
    ];
    flag_words(ctx, v).iter().map(|w| NAMES.iter().find(|n| n.0 == *w).map(|n| n.1).unwrap_or(0)).fold(0, |a, b| a | b)
}

/// `"TypePassByReference|NonTrivial"` → `DIFlagTypePassByReference |
/// DIFlagNonTrivial` (MLIR's `Bit0`/`Bit1` are LLVM's accessibility bits).
fn di_flags(ctx: &Context, v: Items) -> Option<String> {
    let words: Vec<String> = flag_words(ctx, v)
        .into_iter()
        .filter(|w| *w != "Zero")
        .map(|w| match w {
            "Bit0" => "DIFlagPrivate".to_string(),
            "Bit1" => "DIFlagProtected".to_string(),
            w => format!("DIFlag{w}"),
        })
        .collect();
    (!words.is_empty()).then(|| words.join(" | "))
}

/// The flag names of a bit enum value, bare (`Vector`) or quoted (`"A|B"`).
fn flag_words<'c>(ctx: &'c Context, v: Items<'c>) -> Vec<&'c str> {
    let Some(BodyItem::Text(t, _)) = v.first() else { return Vec::new() };
    let s = ctx.str(*t);
    let s = s.strip_prefix('"').and_then(|x| x.strip_suffix('"')).unwrap_or(s);
    s.split('|').map(str::trim).filter(|w| !w.is_empty()).collect()
}

fn ref_number(r: &str) -> Option<usize> {
    r.strip_prefix('!').and_then(|n| n.parse().ok())
}

/// A string as LLVM IR spells it: printable ASCII but `"` and `\` as is,
/// everything else as `\XX`.
pub(crate) fn quote(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(bytes.len() + 2);
    s.push('"');
    for &b in bytes {
        if (0x20..0x7f).contains(&b) && b != b'"' && b != b'\\' {
            s.push(b as char);
        } else {
            s.push_str(&format!("\\{b:02X}"));
        }
    }
    s.push('"');
    s
}

/// The fields of one specialized node, in the order they are added.
struct Fields {
    kind: &'static str,
    parts: Vec<String>,
}

impl Fields {
    fn new(kind: &'static str) -> Self {
        Fields { kind, parts: Vec::new() }
    }

    fn raw(&mut self, key: &str, value: String) {
        self.parts.push(format!("{key}: {value}"));
    }

    /// A node reference, left out when null.
    fn node(&mut self, key: &str, value: String) {
        if value != "null" {
            self.raw(key, value);
        }
    }

    /// A keyword (`DW_TAG_base_type`) or number, as written.
    fn word(&mut self, ctx: &Context, key: &str, v: Option<Items>) {
        if let Some([BodyItem::Text(t, _)]) = v {
            self.raw(key, ctx.str(*t).to_string());
        }
    }

    /// A string, left out when empty (MLIR passes empty strings as null).
    fn string(&mut self, ctx: &Context, key: &str, v: Option<Items>) {
        if let Some(s) = v.and_then(|v| as_string(ctx, v)) {
            if !s.is_empty() {
                self.raw(key, quote(&s));
            }
        }
    }

    /// An integer, left out when zero (LLVM's default for every such field).
    fn int(&mut self, ctx: &Context, key: &str, v: Option<Items>) {
        if let Some(i) = v.and_then(|v| as_int(ctx, v)) {
            if i != 0 {
                self.raw(key, i.to_string());
            }
        }
    }

    fn done(self) -> String {
        format!("!{}({})", self.kind, self.parts.join(", "))
    }
}

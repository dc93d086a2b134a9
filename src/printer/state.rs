//! The printer's state (the output, options, alias names, distinct ids)
//! shared by types, attributes and operations, and the one-shot spellings
//! of a type or attribute for messages.

use rustc_hash::FxHashMap;

use crate::ir::{Attr, Context, Ident, Type};
use crate::ods::OpInfo;

/// What the printer is asked to do.
#[derive(Clone, Debug)]
pub struct PrintOptions {
    /// Print every op in the generic form.
    pub generic: bool,
    /// Print `loc(...)` on ops and block arguments.
    pub debug_info: bool,
    /// A dense elements attribute of more elements than this (and not a
    /// splat) prints as `dense<"0x...">` (MLIR's
    /// `--mlir-print-elementsattrs-with-hex-if-larger`, 100 unless set;
    /// `None` is MLIR's -1, never).
    pub hex_elements_if_larger: Option<u64>,
    /// A dense or sparse elements attribute of more elements than this
    /// (and not a splat) prints as `dense_resource<__elided__>`
    /// (`--mlir-elide-elementsattrs-if-larger`).
    pub elide_elements_if_larger: Option<u64>,
    /// A file-metadata resource whose printed value is longer than this
    /// many characters is left out (`--mlir-elide-resource-strings-if-larger`).
    pub elide_resource_strings_if_larger: Option<u64>,
    /// No aliases: every attribute, type and location spelled where it is
    /// used (`--mlir-print-local-scope`).
    pub local_scope: bool,
}

impl Default for PrintOptions {
    /// MLIR's printing defaults, as mlir-opt registers them.
    fn default() -> Self {
        PrintOptions {
            generic: false,
            debug_info: false,
            hex_elements_if_larger: Some(100),
            elide_elements_if_larger: None,
            elide_resource_strings_if_larger: None,
            local_scope: false,
        }
    }
}

/// Printer state shared by types, attributes and ops.
pub struct Printer<'a> {
    pub ctx: &'a Context,
    pub out: String,
    pub opts: PrintOptions,
    /// Alias spelling (without `#`) of attributes that have one.
    pub attr_aliases: FxHashMap<Attr, String>,
    /// `distinct[N]` numbers, handed out in order of first printing.
    pub(super) distinct_ids: FxHashMap<u32, u32>,
    /// Identified structs being printed (to stop at recursive references).
    pub(super) struct_stack: Vec<Type>,
    /// `dense_resource` keys printed so far: MLIR prints only the builtin
    /// resources the IR refers to.
    pub(super) used_resources: rustc_hash::FxHashSet<crate::ir::Ident>,
    /// Whether a long block may be printed on a second thread
    /// (`printer::parallel`); forked printers do not fork again.
    pub(super) may_fork: bool,
    /// Registry entries by op name ([`Printer::op_info`]).
    pub(super) infos: InfoCache,
    /// Ops printed before, by shape (`printer::op_memo`).
    pub(super) memo: super::op_memo::PrintMemo,
    /// Text printed before `out`, in order, when the top op's body was
    /// printed on two threads and the caller takes the output in pieces
    /// ([`super::print_module_pieces`]): the second thread's text is kept
    /// as it is instead of being copied onto the end of the first's.
    pub(super) pieces: Option<Vec<String>>,
}

impl<'a> Printer<'a> {
    pub fn new(ctx: &'a Context, opts: PrintOptions) -> Self {
        Printer {
            ctx,
            out: String::new(),
            opts,
            attr_aliases: FxHashMap::default(),
            distinct_ids: FxHashMap::default(),
            struct_stack: Vec::new(),
            used_resources: Default::default(),
            may_fork: true,
            infos: InfoCache::default(),
            memo: Default::default(),
            pieces: None,
        }
    }
}

/// Registry entries by op name, in a vector by the name's interned index:
/// an op's entry is looked up in the registry once per name, not once per
/// op.
#[derive(Default, Clone)]
pub struct InfoCache(Vec<Option<Option<&'static OpInfo>>>);

impl InfoCache {
    /// The registered op named `name`, if any.
    #[inline]
    pub fn get(&mut self, ctx: &Context, name: Ident) -> Option<&'static OpInfo> {
        let i = name.0 as usize;
        if let Some(Some(known)) = self.0.get(i) {
            return *known;
        }
        if self.0.len() <= i {
            self.0.resize(i + 1, None);
        }
        let info = crate::ods::lookup(ctx.str(name));
        self.0[i] = Some(info);
        info
    }
}

impl Printer<'_> {
    /// A newline and `indent` spaces (MLIR's `printNewline`).
    pub fn newline_at(&mut self, indent: usize) {
        self.out.push('\n');
        for _ in 0..indent {
            self.out.push(' ');
        }
    }

    /// The registry entry of the op named `name`.
    #[inline]
    pub fn op_info(&mut self, name: Ident) -> Option<&'static OpInfo> {
        self.infos.get(self.ctx, name)
    }
}

/// A type's spelling, for messages.
pub fn type_to_string(ctx: &Context, t: Type) -> String {
    let mut p = Printer::new(ctx, PrintOptions::default());
    p.print_type(t);
    p.out
}

/// An attribute's spelling, for messages.
pub fn attr_to_string(ctx: &Context, a: Attr) -> String {
    let mut p = Printer::new(ctx, PrintOptions::default());
    p.print_attr(a);
    p.out
}


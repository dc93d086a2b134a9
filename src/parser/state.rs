//! Parser state threaded through the chumsky grammar: the context that
//! types and attributes are interned into, and the alias tables.

use rustc_hash::FxHashMap;

use crate::ir::{Attr, Context, Type};

/// Ops built while parsing: their IR, in the arenas the final build goes
/// on filling (so nothing is copied), and the ops by index until the final
/// build places them.
#[derive(Default)]
pub struct Prebuilt {
    pub body: crate::ir::Body,
    pub ops: Vec<Option<crate::ir::Op>>,
    /// Locations given by aliases not defined yet when the op was built.
    pub locs: Vec<(LocOf, super::ast::TokIdx)>,
}

/// What a deferred location belongs to.
#[derive(Clone, Copy, Debug)]
pub enum LocOf {
    Op(crate::ir::Op),
    Value(crate::ir::Value),
}

impl Prebuilt {
    pub fn is_empty(&self) -> bool {
        self.ops.is_empty()
    }
}

pub struct PState {
    pub ctx: Context,
    pub attr_aliases: FxHashMap<Box<str>, Attr>,
    pub type_aliases: FxHashMap<Box<str>, Type>,
    /// `distinct[N]` ids of this file mapped to the context's serials: the
    /// same N in one file is the same attribute.
    pub distinct_ids: FxHashMap<u64, u32>,
    pub allow_unregistered: bool,
    /// Errors found in something that parsed fine (an unknown dialect, say),
    /// reported after the grammar ran so they keep their own wording.
    pub errors: Vec<(chumsky::span::SimpleSpan, String)>,
    /// The indices of `errors` MLIR reports right after the token before
    /// their span (`emitWrongTokenError`), not at it.
    pub errors_after_previous: Vec<usize>,
    /// `(index into errors, byte)`: errors MLIR reports at a byte inside
    /// their token (an attribute's mnemonic after `#dialect.`).
    pub errors_at_byte: Vec<(usize, u32)>,
    /// The pointee of the typed pointer parsed last (`!llvm.ptr<f32>`,
    /// `!llvm<"float*">`): typed-era op forms infer their types from it.
    pub last_pointee: Option<crate::ir::Type>,
    /// The custom op whose name was just read (and the name's token),
    /// handed from the name step to the body step of the grammar.
    pub pending_custom: Option<(&'static crate::ods::OpInfo, super::ast::TokIdx, String)>,
    /// MLIR's default dialect stack: an op name without a dialect prefix
    /// is looked up in the dialect on top (`builtin` outside every op).
    /// Each custom op pushes its own while its body is read (`func` for
    /// `func.func`, none for most ops); generic ops push nothing.
    pub default_dialects: Vec<&'static str>,
    /// The last message a custom-form parser failed with (`err_here`).
    /// With its [`ErrStyle`]: the op's own message, a wrong-token error
    /// ("expected ':'"), or a plain parser error.
    pub last_custom_err: Option<(chumsky::span::SimpleSpan, String, ErrStyle)>,
    /// Ops whose custom form failed with their own message: (the op name's
    /// token, the error's token span, `custom op 'name' message`). MLIR
    /// stops at such an error; the grammar's errors on the same lines come
    /// from alternatives it tried and are dropped in favour of it.
    pub op_errors: Vec<(super::ast::TokIdx, chumsky::span::SimpleSpan, String, ErrStyle)>,
    /// Identified structs written without a body (`struct<"a">`), until
    /// an enclosing `struct<"a", ...>` around them completes: MLIR allows
    /// them only as recursive references.
    pub struct_refs: Vec<(String, chumsky::span::SimpleSpan)>,
    /// Identified structs written with a body, to find one nested in an
    /// enclosing struct of the same name.
    pub struct_defs: Vec<(String, chumsky::span::SimpleSpan)>,
    /// Registered dialect attributes and attribute dictionaries by their
    /// source text, as read ([`PState::remember`]).
    read_memo: FxHashMap<Box<str>, Attr>,
    /// Whether isolated ops are built as soon as they are read (the
    /// builder's `prebuild`; the fast grammar's first try only).
    pub prebuild: bool,
    /// What was built that way, for the final build.
    pub prebuilt: Prebuilt,
    /// A prebuild met something it cannot build alone: parse again
    /// without prebuilding.
    pub prebuild_failed: bool,
    /// Where the tokens of an op built while parsing are given back as
    /// soon as it is built ([`crate::lexer::TokenRelease`]): set only where
    /// a failed parse lexes the file again before reading on (`any` then
    /// says whether it must).
    pub(crate) token_release: Option<crate::lexer::TokenRelease>,
    /// One-line ops read before, by shape (the fast grammar's).
    pub op_memo: super::op_memo::OpMemo,
    /// How many times an op was tried (see `operations::OP_TRIES_PER_TOKEN`).
    pub op_tries: u64,
}

/// The state [`PState::remember`] compares against.
#[derive(Clone, Copy)]
pub struct MemoMark {
    errors: usize,
    pointee: Option<Type>,
}

impl PState {
    pub fn new(ctx: Context, allow_unregistered: bool) -> Self {
        PState {
            ctx,
            attr_aliases: FxHashMap::default(),
            type_aliases: FxHashMap::default(),
            distinct_ids: FxHashMap::default(),
            allow_unregistered,
            errors: Vec::new(),
            errors_after_previous: Vec::new(),
            errors_at_byte: Vec::new(),
            last_pointee: None,
            pending_custom: None,
            default_dialects: vec!["builtin"],
            last_custom_err: None,
            op_errors: Vec::new(),
            struct_refs: Vec::new(),
            struct_defs: Vec::new(),
            read_memo: FxHashMap::default(),
            prebuild: false,
            prebuilt: Prebuilt::default(),
            prebuild_failed: false,
            token_release: None,
            op_memo: Default::default(),
            op_tries: 0,
        }
    }

    /// The attribute `text` was read as before, if any.
    pub fn remembered(&self, text: &str) -> Option<Attr> {
        self.read_memo.get(text).copied()
    }

    /// Where things stand before reading something [`remember`](Self::remember)
    /// may keep.
    pub fn memo_mark(&self) -> MemoMark {
        MemoMark { errors: self.errors.len(), pointee: self.last_pointee }
    }

    /// Remembers `a` as what `text` reads as, unless reading it (since
    /// `mark`) reported an error or left state behind: a text looked up
    /// again must mean exactly the attribute and nothing else.
    pub fn remember(&mut self, text: &str, a: Attr, mark: MemoMark) {
        if self.errors.len() == mark.errors && self.last_pointee == mark.pointee {
            self.read_memo.insert(text.into(), a);
        }
    }

    /// Bodiless struct references no enclosing struct resolved are errors.
    pub fn finish_structs(&mut self) {
        for (_, span) in std::mem::take(&mut self.struct_refs) {
            self.errors.push((span, "struct without a body only allowed in a recursive struct".into()));
        }
    }
}

pub use crate::ods::{is_registered_dialect, keeps_attrs_verbatim};

/// Dialects whose ops mlir-opt knows (all of upstream MLIR's); their ops are
/// accepted in the generic form without `--allow-unregistered-dialect`.
pub fn is_upstream_dialect(name: &str) -> bool {
    is_registered_dialect(name)
        || matches!(
            name,
            "acc" | "affine" | "amdgpu" | "amx" | "arith" | "arm_neon" | "arm_sme" | "arm_sve" | "async" | "bufferization"
                | "cf" | "complex" | "emitc" | "gpu" | "index" | "irdl" | "linalg" | "math" | "memref" | "mesh" | "ml_program"
                | "nvgpu" | "nvvm" | "omp" | "pdl" | "pdl_interp" | "polynomial" | "ptr" | "quant" | "rocdl" | "scf" | "shape"
                | "sparse_tensor" | "spirv" | "tensor" | "tosa" | "transform" | "ub" | "vector" | "x86vector" | "xegpu"
                // mlir-opt registers MLIR's test dialect too (upstream tests
                // such as layout.mlir use `test.data_layout_query`).
                | "test"
        )
}

/// How an error met inside a custom op's parse is reported.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrStyle {
    /// The op's own check: `custom op 'name' message`, where it is.
    Op,
    /// A token MLIR's parser did not expect ("expected ':'"): no prefix,
    /// reported after the previous token when the current one starts a line
    /// (`emitWrongTokenError`).
    WrongToken,
    /// Another error of MLIR's parser itself: no prefix, where it is.
    Parser,
    /// As `Parser`, at the token's last character: a dimension token
    /// (`4x`) whose `x` MLIR's lexer starts the next token with.
    LastChar,
}

/// One message of an `api::AttrCheck`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AttrError {
    /// The body's token it is at (counted from the name), or the whole
    /// attribute.
    pub at: Option<usize>,
    pub message: String,
    /// MLIR reports it right after the token before `at`
    /// (`emitWrongTokenError`: "expected '>'", "expected attribute value").
    pub after_previous: bool,
}

impl AttrError {
    pub fn at(at: Option<usize>, message: impl Into<String>) -> Self {
        AttrError { at, message: message.into(), after_previous: false }
    }
}

//! What the server knows about one document: its `// -----` chunks, each
//! parsed and verified on its own as `llmir-opt --split-input-file` does
//! (and as mlir-lsp-server does), with its token index and the IR of
//! what parsed (errors recovered from), for types.
//!
//! A chunk's analysis depends on its text only, so after an edit every
//! chunk whose text is unchanged is taken over from the previous analysis;
//! only the edited chunk is parsed again.

use super::index::Index;
use crate::diag::split::{split_input_file, DEFAULT_MARKER};
use crate::diag::{Diagnostic, SourceFile};
use crate::ir::{Context, Module, Op, Value, ValueDef};
use crate::parser::recover::with_verifier;
use crate::parser::{parse_recovering, ParseOptions};
use rustc_hash::FxHashMap;
use std::rc::Rc;
use std::sync::Arc;

/// One chunk's analysis; spans are relative to the chunk.
pub struct ChunkInfo {
    pub text: Arc<String>,
    /// Built on the first request that needs it, not before publishing
    /// diagnostics: on a large file the index costs a quarter of a parse,
    /// and after an edit the diagnostics come first.
    pub index: std::cell::OnceCell<Index>,
    /// Parse errors and the verifier's diagnostics on what parsed cleanly.
    pub diags: Vec<Diagnostic>,
    pub ir: Option<Ir>,
}

/// A chunk's IR with lookups from source offsets: an op by the start of
/// its name (where the parser locates it), a block argument by the start
/// of its name.
pub struct Ir {
    pub ctx: Context,
    pub module: Module,
    ops: FxHashMap<u32, Op>,
    args: FxHashMap<u32, Value>,
}

impl Ir {
    fn new(ctx: Context, module: Module) -> Ir {
        let mut ops = FxHashMap::default();
        for (i, d) in module.body.ops.iter().enumerate() {
            // The implicit module sits at 0..0 and must not hide the
            // first op.
            if d.parent.is_some() {
                ops.entry(d.span.start).or_insert(Op(i as u32));
            }
        }
        let mut args = FxHashMap::default();
        for (i, v) in module.body.values.iter().enumerate() {
            if matches!(v.def, ValueDef::Arg { .. }) && !v.span.is_empty() {
                args.insert(v.span.start, Value(i as u32));
            }
        }
        Ir { ctx, module, ops, args }
    }

    /// The op whose name starts at `offset`.
    pub fn op_at(&self, offset: u32) -> Option<Op> {
        self.ops.get(&offset).copied()
    }

    /// The block argument whose name starts at `offset`.
    pub fn arg_at(&self, offset: u32) -> Option<Value> {
        self.args.get(&offset).copied()
    }

    pub fn type_of(&self, v: Value) -> String {
        crate::printer::type_to_string(&self.ctx, self.module.body.value(v).ty)
    }
}

/// A chunk placed in the document.
#[derive(Clone)]
pub struct Chunk {
    /// Byte offset of the chunk's first byte in the document.
    pub offset: u32,
    pub info: Rc<ChunkInfo>,
}

/// The analysis of a whole document.
#[derive(Default)]
pub struct Analysis {
    pub chunks: Vec<Chunk>,
    /// Near misses of the split marker, in document offsets.
    pub warnings: Vec<Diagnostic>,
}

/// How many errors a chunk reports, as `llmir-opt`'s default
/// `--error-limit`.
pub const ERROR_LIMIT: usize = 100;

/// Parses and verifies one chunk: what `llmir-opt` reports for it (every
/// parse error, and the verifier's diagnostics on what parsed cleanly;
/// see [`crate::parser::recover`]), with the IR of what parsed.
pub fn check(text: &str, opts: &ParseOptions) -> (Option<(Context, Module)>, Vec<Diagnostic>) {
    let mut ctx = Context::new();
    let found = parse_recovering(&mut ctx, text, opts, ERROR_LIMIT);
    if found.errors.is_empty() {
        let Some(module) = found.module else { return (None, found.errors) };
        let diags = crate::verify::verify(&ctx, &module);
        return (Some((ctx, module)), diags);
    }
    let diags = with_verifier(&ctx, &found, ERROR_LIMIT);
    (found.module.map(|m| (ctx, m)), diags)
}

impl ChunkInfo {
    /// The chunk's token index.
    pub fn index(&self) -> &Index {
        self.index.get_or_init(|| Index::build(&self.text))
    }
}

fn analyze_chunk(text: Arc<String>, opts: &ParseOptions) -> ChunkInfo {
    let t0 = std::time::Instant::now();
    let (ir, diags) = check(&text, opts);
    let t1 = std::time::Instant::now();
    let ir = ir.map(|(c, m)| Ir::new(c, m));
    if std::env::var_os("LLMIR_LSP_TIMING").is_some() {
        let ms = |d: std::time::Duration| d.as_secs_f64() * 1e3;
        eprintln!("llmir-lsp: {} bytes: parse+verify {:.0} ms, lookups {:.0} ms", text.len(), ms(t1 - t0), ms(t1.elapsed()));
    }
    ChunkInfo { ir, index: Default::default(), diags, text }
}

impl Analysis {
    /// Analyses `text`, reusing the chunks of `old` whose text is unchanged.
    pub fn new(text: &str, old: &Analysis, opts: &ParseOptions) -> Analysis {
        let file = SourceFile::new("", text.to_string());
        let split = split_input_file(&file, DEFAULT_MARKER);
        let mut reusable: FxHashMap<&str, &Rc<ChunkInfo>> = FxHashMap::default();
        for c in &old.chunks {
            reusable.insert(c.info.text.as_str(), &c.info);
        }
        let chunks = split
            .chunks
            .into_iter()
            .map(|c| {
                let offset = c.origin().map_or(0, |o| o.byte_offset);
                let info = match reusable.get(c.text.as_str()) {
                    Some(&info) => info.clone(),
                    None => Rc::new(analyze_chunk(c.text.clone(), opts)),
                };
                Chunk { offset, info }
            })
            .collect();
        Analysis { chunks, warnings: split.warnings }
    }

    /// The chunk holding document offset `offset` (a chunk ends where the
    /// next begins).
    pub fn chunk_at(&self, offset: u32) -> Option<&Chunk> {
        let k = self.chunks.partition_point(|c| c.offset <= offset);
        self.chunks.get(k.checked_sub(1)?)
    }
}

//! Operations: SSA uses, block arguments, regions and blocks, the generic
//! form, the custom form (its name, then [`super::custom_op`] for the
//! rest), aliases, file metadata and error recovery at op boundaries.

use chumsky::inspector::SimpleState;
use chumsky::prelude::*;
use chumsky::primitive::custom;

use super::ast::*;
use super::cursor::pos;
use super::extra::{custom_err, idx, tok, Cursor, Subs, Toks, G, P};
use super::knot::Knot;
use super::literals::unescape;
use super::state::PState;
use crate::ir::{AttrKind, Ident, ResourceGroup, Type, TypeKind};
use crate::lexer::{Kind, Tok};

/// The label of the `:` ending a block's label: MLIR's message for a
/// missing one names it (`parser::mlir_expected`).
pub const BLOCK_NAME_COLON: &str = "':' after block name";

/// Generic operations, regions, blocks, aliases and file metadata.
pub fn operations<'a, E: G<'a>>(
    src: &'a str,
    toks: &'a [Tok],
    ty: impl Parser<'a, Toks<'a>, Type, E> + Clone + 'a,
    attr: impl Parser<'a, Toks<'a>, crate::ir::Attr, E> + Clone + 'a,
    dict: P<'a, E, crate::ir::Attr>,
    trailing_loc: P<'a, E, LocAst>,
    function_type: P<'a, E, Type>,
) -> P<'a, E, Vec<TopItem>> {
    let comma = tok(Kind::Comma, "','");
    let lparen = tok(Kind::LParen, "'('");
    let rparen = tok(Kind::RParen, "')'");
    let colon = tok(Kind::Colon, "':'");
    let op_knot = Knot::declare();
    let op = op_knot.weak();

    let value_use = tok(Kind::ValueId, "SSA value")
        .map_with(|_, e| idx(e.span()))
        .then(
            any()
                .filter(move |t: &Tok| t.kind == Kind::HashId && !t.spaced() && t.text(src)[1..].bytes().all(|b| b.is_ascii_digit()))
                .or_not(),
        )
        .try_map(move |(tok_idx, hash), span| {
            let index = match hash {
                Some(h) => h.text(src)[1..].parse().map_err(|_| custom_err(span, "invalid SSA value result number"))?,
                None => 0,
            };
            Ok(ValueUse { tok: tok_idx, index })
        })
        .boxed();
    // Nearly every use is a lone `%name`: read it at once.
    let value_use = {
        let full = value_use;
        custom(move |inp: &mut Cursor<'a, '_, E>| {
            let before = inp.cursor();
            if inp.peek().is_some_and(|t| t.kind == Kind::ValueId) {
                let at = inp.save();
                inp.skip();
                if !inp.peek().is_some_and(|t| t.kind == Kind::HashId) {
                    return Ok(ValueUse { tok: inp.span_since(&before).start as TokIdx, index: 0 });
                }
                inp.rewind(at);
            }
            inp.parse(full.clone())
        })
        .boxed()
    };
    let result_group = tok(Kind::ValueId, "SSA value")
        .map_with(|_, e| idx(e.span()))
        .then(colon.clone().ignore_then(tok(Kind::Int, "integer number of results")).or_not())
        .try_map(move |(t, n), span| {
            let count = match n {
                Some(n) => n
                    .text(src)
                    .parse::<u32>()
                    .ok()
                    .filter(|&c| c > 0)
                    .ok_or_else(|| custom_err(span, "expected named operation to have at least 1 result"))?,
                None => 1,
            };
            Ok((t, count))
        });
    let results = result_group
        .separated_by(comma.clone())
        .at_least(1)
        .collect::<Vec<_>>()
        .then_ignore(tok(Kind::Equal, "'='"));
    let op_name = tok(Kind::String, "operation name").try_map_with(move |t, e| {
        let span = e.span();
        let name = unescape(t.text(src)).map_err(|m| custom_err(span, m))?;
        if name.is_empty() {
            return Err(custom_err(span, "empty operation name is invalid"));
        }
        let name = String::from_utf8_lossy(&name).into_owned();
        let st: &mut SimpleState<PState> = e.state();
        let dialect = name.split('.').next().unwrap_or("");
        if !st.allow_unregistered && !super::state::is_upstream_dialect(dialect) {
            // MLIR points just past the name.
            let at = SimpleSpan::from(span.end..span.end + 1);
            st.errors.push((at, "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used".into()));
        }
        Ok(st.ctx.ident(&name))
    });
    let operands = value_use
        .clone()
        .separated_by(comma.clone())
        .collect::<Vec<_>>()
        .delimited_by(lparen.clone(), tok(Kind::RParen, "')' to end operand list"));
    let successors = tok(Kind::CaretId, "block name")
        .map_with(|_, e| idx(e.span()))
        .separated_by(comma.clone())
        .at_least(1)
        .collect::<Vec<_>>()
        .delimited_by(tok(Kind::LBracket, "'['"), tok(Kind::RBracket, "']'"));
    let properties = dict.clone().delimited_by(tok(Kind::Less, "'<'"), tok(Kind::Greater, "'>'"));

    let block_arg = tok(Kind::ValueId, "SSA value")
        .map_with(|_, e| idx(e.span()))
        .then_ignore(colon.clone())
        .then(ty.clone())
        .then(trailing_loc.clone().or_not())
        .map(|((t, ty), loc)| (t, ty, loc))
        .boxed();
    // MLIR's message for a block argument without its type.
    let label_arg = tok(Kind::ValueId, "SSA value")
        .map_with(|_, e| idx(e.span()))
        .then_ignore(tok(Kind::Colon, "':' and type for SSA operand"))
        .then(ty.clone())
        .then(trailing_loc.clone().or_not())
        .map(|((t, ty), loc)| (t, ty, loc));
    let block_label = tok(Kind::CaretId, "block name")
        .map_with(|_, e| idx(e.span()))
        .then(
            label_arg
                .separated_by(comma.clone())
                .collect::<Vec<_>>()
                .delimited_by(lparen.clone(), rparen.clone())
                .or_not(),
        )
        .then_ignore(tok(Kind::Colon, BLOCK_NAME_COLON));
    // An op that fails to parse is skipped up to the next line that starts
    // like an op, so one file reports all of its errors.
    let recovery = skip_line(
        |k| matches!(k, Kind::ValueId | Kind::String | Kind::BareId),
        |k| matches!(k, Kind::ValueId | Kind::String | Kind::CaretId | Kind::RBrace | Kind::HashId | Kind::BangId),
    )
        .map_with(|_, e| OpAst::error(e.span()));
    // A function is built as soon as it is read, and its tree dropped.
    let op_built = op.clone().map_with(move |ast, e| {
        let st: &mut SimpleState<PState> = e.state();
        super::build::prebuild(&mut st.0, src, toks, ast)
    });
    let op_in_block = op_built.clone().recover_with(via_parser(recovery));
    let block = block_label
        .then(op_in_block.clone().repeated().collect::<Vec<_>>())
        .map(|((label, args), ops)| BlockAst { label: Some(label), args: args.unwrap_or_default(), ops });
    let region = op_in_block
        .repeated()
        .collect::<Vec<_>>()
        .then(block.repeated().collect::<Vec<_>>())
        .delimited_by(tok(Kind::LBrace, "'{' to begin a region"), tok(Kind::RBrace, "'}'"))
        .map_with(|(entry_ops, mut blocks), e| {
            let span = e.span();
            // Ops before the first label form an unlabeled entry block; a
            // region with neither has no blocks at all.
            if !entry_ops.is_empty() {
                blocks.insert(0, BlockAst { label: None, args: Vec::new(), ops: entry_ops });
            }
            RegionAst { blocks, toks: (span.start as TokIdx, span.end as TokIdx) }
        })
        .boxed();
    let regions = region
        .clone()
        .separated_by(comma.clone())
        .at_least(1)
        .collect::<Vec<_>>()
        .delimited_by(lparen.clone(), rparen.clone());

    let subs = std::rc::Rc::new(Subs {
        src,
        ty: ty.clone().boxed(),
        attr: attr.clone().boxed(),
        dict: dict.clone(),
        value_use: value_use.clone(),
        region: region.clone(),
        function_type: function_type.clone(),
        block_arg: block_arg.clone(),
        location: trailing_loc.clone(),
    });
    // A custom op is read in two steps so that errors in its body are
    // positioned after the op name: chumsky relabels an error positioned at
    // the start of the labelled `operation` parser ("expected operation"),
    // which would hide the op's own message when the op has no results.
    let custom_name = custom(move |inp: &mut Cursor<'a, '_, E>| {
        let before = inp.cursor();
        let name_tok = pos(inp);
        let t = match inp.peek() {
            // An integer type's keyword (`i32`, `si8`) is a token of its
            // own in MLIR's lexer, not an op name.
            Some(t) if t.kind == Kind::BareId && !super::literals::is_int_type_keyword(t.text(src)) => t,
            found => {
                inp.skip();
                // An op wanted here (after `%x =`, say): MLIR's "expected
                // operation name in quotes", just after the token before.
                let found = found.map(chumsky::util::MaybeRef::Val);
                return Err(chumsky::label::LabelError::expected_found(["operation"], found, inp.span_since(&before)));
            }
        };
        let name = t.text(src);
        let st: &mut SimpleState<PState> = inp.state();
        let default_dialect = st.default_dialects.last().copied().unwrap_or("builtin");
        let info = crate::ods::registry::lookup_in(name, default_dialect);
        inp.skip();
        let Some(info) = info else {
            let span = inp.span_since(&before);
            // MLIR's words: the name it tried in the default dialect, or
            // that there is no dialect to try it in.
            let msg = match (name.contains('.'), default_dialect) {
                (true, _) => format!("custom op '{name}' is unknown"),
                (false, "") => format!("Dialect `' not found for custom op '{name}'  (tried '.{name}' as well)"),
                (false, d) => format!("custom op '{name}' is unknown (tried '{d}.{name}' as well)"),
            };
            // Failing at the start of the labelled `operation` parser, the
            // message would be relabelled "expected operation" when the op
            // has no results: kept as the op's own error as well.
            let st: &mut SimpleState<PState> = inp.state();
            st.op_errors.push((name_tok, span, msg.clone(), super::state::ErrStyle::Op));
            return Err(custom_err(span, msg));
        };
        let st: &mut SimpleState<PState> = inp.state();
        st.pending_custom = Some((info, name_tok, name.to_string()));
        Ok(())
    });
    let custom_body = custom(move |inp: &mut Cursor<'a, '_, E>| {
        let before = inp.cursor();
        let st: &mut SimpleState<PState> = inp.state();
        let Some((info, name_tok, name)) = st.pending_custom.take() else {
            return Err(custom_err(inp.span_since(&before), "expected operation name"));
        };
        st.last_custom_err = None;
        st.default_dialects.push(crate::ods::registry::default_dialect_of(info));
        let res = super::custom_op::parse_custom(inp, &subs, info, name_tok);
        let st: &mut SimpleState<PState> = inp.state();
        st.default_dialects.pop();
        match res {
            Ok(v) => {
                st.last_custom_err = None;
                Ok(v)
            }
            Err(e) => {
                if let Some((span, msg, style)) = st.last_custom_err.take() {
                    // Wrong-token and other parser errors come from MLIR's
                    // plain parser, without the custom op prefix.
                    let msg = if style == super::state::ErrStyle::Op { format!("custom op '{name}' {msg}") } else { msg };
                    st.op_errors.push((name_tok, span, msg, style));
                }
                Err(e)
            }
        }
    });
    let custom_rest = custom_name.ignore_then(custom_body);
    let generic_rest = op_name
        .then(operands)
        .then(successors.or_not())
        .then(properties.or_not())
        .then(regions.or_not())
        .then(dict.clone().or_not())
        .then_ignore(colon.clone())
        .then(function_type)
        .try_map_with(|((((((name, operands), successors), properties), regions), attrs), fty), e| {
            let span = e.span();
            let st: &mut SimpleState<PState> = e.state();
            let (inputs, outputs) = match st.ctx.type_kind(fty) {
                TypeKind::Function { inputs, results } => (inputs.clone(), results.clone()),
                _ => return Err(custom_err(span, "expected function type")),
            };
            let attrs = match attrs {
                Some(a) => a,
                None => st.ctx.empty_dict(),
            };
            // Reported after the grammar ran (the op itself parsed fine),
            // at the op's name.
            if let Some(msg) = properties.and_then(|p| super::custom_op::invalid_properties(&st.ctx, name, p)) {
                st.errors.push((chumsky::span::SimpleSpan::from(span.start..span.start + 1), msg));
            } else if let (None, Some(info)) = (properties, crate::ods::lookup(st.ctx.str(name))) {
                // Inherent attributes in the dictionary are checked as the
                // op is created (`verifyInherentAttrs` in MLIR's generic
                // parser), before any verifier runs.
                if let AttrKind::Dictionary(entries) = st.ctx.attr_kind(attrs) {
                    if let Some(m) = super::custom_op::inherent_attr_error(&st.ctx, info.def, entries) {
                        // MLIR stopped at an error inside the op already
                        // (an unknown attribute, say).
                        let inside = |sp: &chumsky::span::SimpleSpan| sp.start >= span.start && sp.end <= span.end;
                        if !st.errors.iter().rev().take_while(|e| e.0.start >= span.start).any(|e| inside(&e.0)) {
                            let msg = format!("'{}' op {m}", info.def.name);
                            st.errors.push((chumsky::span::SimpleSpan::from(span.start..span.start + 1), msg));
                        }
                    }
                }
            }
            let (properties, attrs) = super::custom_op::registered_generic_attrs(&mut st.ctx, name, properties, attrs);
            Ok(OpAst {
                results: Vec::new(),
                name,
                operands,
                successors: successors.unwrap_or_default(),
                properties,
                regions: regions.unwrap_or_default(),
                attrs,
                inputs: inputs.into(),
                outputs: outputs.into(),
                loc: None,
                toks: (span.start as TokIdx, span.end as TokIdx),
            })
        });
    let op_rule = memo_ops(
        src,
        toks,
        results
            .or_not()
            .then(choice((generic_rest, custom_rest)))
            .then(trailing_loc.clone().or_not())
            .map_with(|((results, mut ast), loc), e| {
                let span = e.span();
                ast.results = results.unwrap_or_default();
                ast.loc = loc;
                ast.toks = (span.start as TokIdx, span.end as TokIdx);
                ast
            })
            .labelled("operation")
            .boxed(),
    );
    // Error recovery in unclosed regions reads the ops inside again at every
    // level it backs out of, so broken input nested n deep costs about 2^n
    // tries (a fuzzer's 7 KB input ran for minutes). Past a budget linear in
    // the input, every try fails at once: the errors found so far stand,
    // with one saying where reading stopped.
    let budget = OP_TRIES_PER_TOKEN * toks.len() as u64 + OP_TRIES_BASE;
    op_knot.define(custom(move |inp: &mut Cursor<'a, '_, E>| {
        let before = inp.cursor();
        let st: &mut SimpleState<PState> = inp.state();
        st.op_tries += 1;
        if st.op_tries > budget {
            if st.op_tries == budget + 1 {
                let at = inp.span_since(&before);
                let st: &mut SimpleState<PState> = inp.state();
                st.errors.push((at, "too many syntax errors to recover from: reading stopped here".to_string()));
            }
            return Err(custom_err(inp.span_since(&before), "expected operation"));
        }
        inp.parse(&op_rule)
    }));

    let attr_alias = tok(Kind::HashId, "alias")
        .then_ignore(tok(Kind::Equal, "'=' in attribute alias definition"))
        .then(attr.clone())
        .try_map_with(move |(name, a), e| {
            let span = e.span();
            let st: &mut SimpleState<PState> = e.state();
            let name = &name.text(src)[1..];
            if name.contains('.') {
                return Err(custom_err(span, "expected attribute alias name without a dot"));
            }
            if st.attr_aliases.insert(name.into(), a).is_some() {
                return Err(custom_err(span, format!("redefinition of attribute alias id '{name}'")));
            }
            Ok(TopItem::Alias)
        });
    let type_alias = tok(Kind::BangId, "alias")
        .then_ignore(tok(Kind::Equal, "'=' in type alias definition"))
        .then(ty.clone())
        .try_map_with(move |(name, t), e| {
            let span = e.span();
            let st: &mut SimpleState<PState> = e.state();
            let name = &name.text(src)[1..];
            if name.contains('.') {
                return Err(custom_err(span, "expected type alias name without a dot"));
            }
            if st.type_aliases.insert(name.into(), t).is_some() {
                return Err(custom_err(span, format!("redefinition of type alias id '{name}'")));
            }
            Ok(TopItem::Alias)
        });
    let metadata = file_metadata(src).map(TopItem::Resources);
    let top_op = op_built.map(TopItem::Op);
    let top_recovery = skip_line(
        |k| k != Kind::Eof,
        |k| matches!(k, Kind::ValueId | Kind::String | Kind::HashId | Kind::BangId),
    )
        .to(TopItem::Alias);
    let file = choice((attr_alias, type_alias, metadata, top_op))
        .recover_with(via_parser(top_recovery))
        .repeated()
        .collect::<Vec<_>>()
        .then_ignore(tok(Kind::Eof, "end of file"))
        .boxed();
    op_knot.tie(file)
}


/// `op`, looking a one-line op up by its shape first ([`super::op_memo`]) in
/// the fast flavour, and remembering what it reads there.
fn memo_ops<'a, E: G<'a>>(src: &'a str, toks: &'a [Tok], op: P<'a, E, OpAst>) -> P<'a, E, OpAst> {
    if !E::MEMO_OPS {
        return op;
    }
    custom(move |inp: &mut Cursor<'a, '_, E>| {
        let start = pos(inp);
        // A block's end or next label, or the end of the file, where a
        // block's list of ops stops: no op starts there, and its key would
        // be made only to be missed (one line in four of a large module's).
        // Errors carry nothing in this flavour.
        if matches!(inp.peek().map(|t| t.kind), None | Some(Kind::RBrace | Kind::CaretId | Kind::Eof)) {
            let before = inp.cursor();
            let found = inp.next().map(chumsky::util::MaybeRef::Val);
            return Err(chumsky::label::LabelError::expected_found(["operation"], found, inp.span_since(&before)));
        }
        let st: &mut SimpleState<PState> = inp.state();
        // A typed-era form may read the pointee of a pointer typed before.
        if st.last_pointee.is_some() {
            return inp.parse(&op);
        }
        let Some(next) = st.op_memo.shape(src, toks, start) else {
            return inp.parse(&op);
        };
        if let Some(ast) = st.op_memo.lookup(start) {
            for _ in start..next {
                inp.skip();
            }
            return Ok(ast);
        }
        // A new shape: maybe one seen with other symbols and integers.
        let st = &mut **st;
        if st.op_memo.abstract_shape(src, toks, start, next) {
            if let Some(ast) = st.op_memo.lookup_abstract(&mut st.ctx, src, toks, start) {
                // Lines repeat whole too (the same string's address):
                // those find it under the line's own shape from now on.
                st.op_memo.remember(start, next, &ast);
                for _ in start..next {
                    inp.skip();
                }
                return Ok(ast);
            }
        }
        let mark = (st.errors.len(), st.op_errors.len(), st.struct_refs.len());
        let ast = inp.parse(&op)?;
        let st: &mut SimpleState<PState> = inp.state();
        // Nested ops were looked up meanwhile: the line's keys are made again.
        if (st.errors.len(), st.op_errors.len(), st.struct_refs.len()) == mark
            && st.last_pointee.is_none()
            && ast.regions.is_empty()
            && st.op_memo.shape(src, toks, start) == Some(next)
        {
            st.op_memo.remember(start, next, &ast);
            let st = &mut **st;
            if st.op_memo.abstract_shape(src, toks, start, next) {
                st.op_memo.remember_abstract(&st.ctx, src, toks, start, next, &ast);
            }
        }
        Ok(ast)
    })
    .boxed()
}

/// How many times per token of the input an op may be tried before the
/// parser gives up (a well-formed file needs a few per op).
const OP_TRIES_PER_TOKEN: u64 = 64;

/// The tries any input may take besides: room for a small file's errors
/// nested a dozen levels deep. (It was a million, which let a 1 KB file
/// of unclosed regions take two seconds, and a minute in the fuzzer's
/// instrumented build: a fuzz finding of the translate target.)
const OP_TRIES_BASE: u64 = 20_000;

/// Error recovery: skips from a token that `starts` accepts up to (not
/// including) the next line-start token that `resumes` accepts, or the end.
fn skip_line<'a, E: G<'a>>(
    starts: impl Fn(Kind) -> bool + Clone + 'a,
    resumes: impl Fn(Kind) -> bool + Clone + 'a,
) -> impl Parser<'a, Toks<'a>, (), E> + Clone {
    any()
        .filter(move |t: &Tok| starts(t.kind))
        .then(any().filter(move |t: &Tok| t.kind != Kind::Eof && !(t.line_start() && resumes(t.kind))).repeated())
        .ignored()
}

/// `{-# section: { dialect: { key: value, ... } } #-}`; values kept verbatim.
fn file_metadata<'a, E: G<'a>>(src: &'a str) -> P<'a, E, Vec<ResourceGroup>> {
    let key = any().filter(|t: &Tok| matches!(t.kind, Kind::BareId | Kind::String)).labelled("resource key");
    let value = custom(move |inp: &mut Cursor<'a, '_, E>| {
        // A value runs to the next ',' or '}' at this nesting level.
        let before = inp.cursor();
        let mut depth = 0usize;
        let mut first: Option<Tok> = None;
        let mut last: Option<Tok> = None;
        loop {
            let Some(t) = inp.peek() else { break };
            match t.kind {
                Kind::Comma | Kind::RBrace if depth == 0 => break,
                Kind::Eof => break,
                Kind::LBrace | Kind::LParen | Kind::LBracket | Kind::Less => depth += 1,
                Kind::RBrace | Kind::RParen | Kind::RBracket | Kind::Greater => depth = depth.saturating_sub(1),
                _ => {}
            }
            inp.skip();
            first.get_or_insert(t);
            last = Some(t);
        }
        match (first, last) {
            (Some(f), Some(l)) => Ok(&src[f.start as usize..l.end(src) as usize]),
            _ => Err(custom_err(inp.span_since(&before), "expected resource value")),
        }
    });
    let entry = key.then_ignore(tok(Kind::Colon, "':'")).then(value);
    let entries = entry
        .separated_by(tok(Kind::Comma, "','"))
        .allow_trailing()
        .collect::<Vec<_>>()
        .delimited_by(tok(Kind::LBrace, "'{'"), tok(Kind::RBrace, "'}'"));
    let dialect = key.then_ignore(tok(Kind::Colon, "':'")).then(entries);
    let dialects = dialect
        .separated_by(tok(Kind::Comma, "','"))
        .allow_trailing()
        .collect::<Vec<_>>()
        .delimited_by(tok(Kind::LBrace, "'{'"), tok(Kind::RBrace, "'}'"));
    let section = tok(Kind::BareId, "resource section").then_ignore(tok(Kind::Colon, "':'")).then(dialects);
    section
        .separated_by(tok(Kind::Comma, "','"))
        .allow_trailing()
        .collect::<Vec<_>>()
        .delimited_by(tok(Kind::FileMetadataBegin, "'{-#'"), tok(Kind::FileMetadataEnd, "'#-}'"))
        .map(move |sections| {
            let text = |t: Tok| -> Box<str> { t.text(src).into() };
            // One group per section, kept apart (`dialect_resources` and
            // `external_resources` print as separate sections).
            sections
                .into_iter()
                .map(|(name, dialects)| ResourceGroup {
                    section: text(name),
                    dialects: dialects
                        .into_iter()
                        .map(|(d, entries)| (text(d), entries.into_iter().map(|(k, v)| (text(k), v.into())).collect()))
                        .collect(),
                })
                .collect()
        })
        .boxed()
}

impl OpAst {
    /// An op with no results, regions or successors, of the given operands
    /// and attribute dictionary, spanning `toks`.
    pub fn bare(name: Ident, operands: Vec<ValueUse>, inputs: super::ast::Types, attrs: crate::ir::Attr, toks: (TokIdx, TokIdx)) -> OpAst {
        OpAst {
            results: Vec::new(),
            name,
            operands,
            successors: Vec::new(),
            properties: None,
            regions: Vec::new(),
            attrs,
            inputs,
            outputs: std::sync::Arc::new([]),
            loc: None,
            toks,
        }
    }

    /// The placeholder left where an op failed to parse.
    pub fn error(span: SimpleSpan) -> OpAst {
        OpAst::bare(Ident(u32::MAX), Vec::new(), std::sync::Arc::new([]), crate::ir::Attr(u32::MAX), (span.start as TokIdx, span.end as TokIdx))
    }
}

impl RegionAst {
    /// `ensureTerminator`: a single-block region (an empty one gets its
    /// block) whose block does not end with `name` gets one, placed at the
    /// closing brace; `operands` and their types as `make_operands` gives
    /// them from the block. Returns whether it added one.
    pub fn ensure_terminator(
        &mut self,
        ctx: &mut crate::ir::Context,
        name: Ident,
        make_operands: impl FnOnce(&mut BlockAst, TokIdx) -> (Vec<ValueUse>, super::ast::Types),
    ) -> bool {
        if self.blocks.is_empty() {
            self.blocks.push(BlockAst { label: None, args: Vec::new(), ops: Vec::new() });
        }
        if self.blocks.len() != 1 || self.blocks[0].ops.last().is_some_and(|o| o.name == name) {
            return false;
        }
        let attrs = ctx.empty_dict();
        let toks = (self.toks.1.saturating_sub(1), self.toks.1);
        let (operands, inputs) = make_operands(&mut self.blocks[0], self.toks.0);
        self.blocks[0].ops.push(OpAst::bare(name, operands, inputs, attrs, toks));
        true
    }
}

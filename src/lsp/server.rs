//! The message loop: open documents, their edits, and the requests.
//!
//! Edits are applied as they arrive but analysed lazily: after a message
//! the loop drains whatever else is already queued (a burst of keystrokes
//! becomes one parse), then analyses the documents that changed and
//! publishes their diagnostics. A request first brings its document up to
//! date, so its answer always reflects every edit sent before it.
//!
//! A handler that panics answers its request with an internal error (an
//! analysis that panics publishes one diagnostic saying so) and the server
//! goes on: a bug must never take the editor's server down with it.

use super::analysis::Analysis;
use super::text::Text;
use super::{complete, features};
use crate::parser::ParseOptions;
use lsp_server::{Connection, ErrorCode, Message, Notification, Request, Response};
use lsp_types as lsp;
use lsp_types::notification::Notification as _;
use rustc_hash::FxHashMap;
use std::panic::{catch_unwind, AssertUnwindSafe};

/// Server settings, from the command line or `initializationOptions`.
#[derive(Clone, Debug, Default)]
pub struct Options {
    pub allow_unregistered: bool,
}

struct Document {
    text: Text,
    version: i32,
    analysis: Analysis,
    dirty: bool,
}

struct Server {
    conn: Connection,
    docs: FxHashMap<String, (lsp::Uri, Document)>,
    opts: ParseOptions,
}

/// What the server can do, as told to the client in `initialize`.
pub fn capabilities() -> lsp::ServerCapabilities {
    lsp::ServerCapabilities {
        position_encoding: Some(lsp::PositionEncodingKind::UTF16),
        text_document_sync: Some(lsp::TextDocumentSyncCapability::Options(lsp::TextDocumentSyncOptions {
            open_close: Some(true),
            change: Some(lsp::TextDocumentSyncKind::INCREMENTAL),
            ..Default::default()
        })),
        hover_provider: Some(lsp::HoverProviderCapability::Simple(true)),
        definition_provider: Some(lsp::OneOf::Left(true)),
        references_provider: Some(lsp::OneOf::Left(true)),
        document_symbol_provider: Some(lsp::OneOf::Left(true)),
        folding_range_provider: Some(lsp::FoldingRangeProviderCapability::Simple(true)),
        completion_provider: Some(lsp::CompletionOptions {
            trigger_characters: Some(["%", "^", "@", "#", "!", "."].iter().map(|s| s.to_string()).collect()),
            ..Default::default()
        }),
        ..Default::default()
    }
}

/// Runs the server on a connection until the client says `exit` (or the
/// connection closes).
pub fn run(conn: Connection, options: Options) -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    let (id, params) = conn.initialize_start()?;
    let mut opts = ParseOptions { allow_unregistered: options.allow_unregistered, ..Default::default() };
    if let Some(v) = params.get("initializationOptions").and_then(|o| o.get("allowUnregisteredDialect")) {
        opts.allow_unregistered = v.as_bool().unwrap_or(opts.allow_unregistered);
    }
    let result = lsp::InitializeResult {
        capabilities: capabilities(),
        server_info: Some(lsp::ServerInfo { name: "llmir-lsp".into(), version: Some(env!("CARGO_PKG_VERSION").into()) }),
    };
    conn.initialize_finish(id, serde_json::to_value(result)?)?;
    let mut server = Server { conn, docs: FxHashMap::default(), opts };
    server.main_loop()
}

impl Server {
    fn main_loop(&mut self) -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
        while let Ok(msg) = self.conn.receiver.recv() {
            if self.handle(msg)? {
                return Ok(());
            }
            // Coalesce a burst of edits into one analysis.
            while let Ok(msg) = self.conn.receiver.try_recv() {
                if self.handle(msg)? {
                    return Ok(());
                }
            }
            let dirty: Vec<String> = self.docs.iter().filter(|d| d.1 .1.dirty).map(|d| d.0.clone()).collect();
            for key in dirty {
                self.refresh(&key);
            }
        }
        Ok(())
    }

    /// Handles one message; true when the server should stop.
    fn handle(&mut self, msg: Message) -> Result<bool, Box<dyn std::error::Error + Send + Sync>> {
        match msg {
            Message::Request(req) => {
                if self.conn.handle_shutdown(&req)? {
                    return Ok(true);
                }
                let id = req.id.clone();
                let resp = match catch_unwind(AssertUnwindSafe(|| self.request(req))) {
                    Ok(Ok(value)) => Response::new_ok(id, value),
                    Ok(Err((code, message))) => Response::new_err(id, code as i32, message),
                    Err(_) => Response::new_err(id, ErrorCode::InternalError as i32, "llmir-lsp: internal error".into()),
                };
                self.conn.sender.send(resp.into())?;
            }
            Message::Notification(n) => {
                if n.method == lsp::notification::Exit::METHOD {
                    return Ok(true);
                }
                // A malformed notification is dropped (it has no answer).
                let _ = catch_unwind(AssertUnwindSafe(|| self.notification(n)));
            }
            Message::Response(_) => {}
        }
        Ok(false)
    }

    fn notification(&mut self, n: Notification) {
        use lsp::notification::*;
        match n.method.as_str() {
            DidOpenTextDocument::METHOD => {
                let Ok(p) = serde_json::from_value::<lsp::DidOpenTextDocumentParams>(n.params) else { return };
                let doc = Document {
                    text: Text::new(p.text_document.text),
                    version: p.text_document.version,
                    analysis: Analysis::default(),
                    dirty: true,
                };
                self.docs.insert(p.text_document.uri.as_str().to_string(), (p.text_document.uri, doc));
            }
            DidChangeTextDocument::METHOD => {
                let Ok(p) = serde_json::from_value::<lsp::DidChangeTextDocumentParams>(n.params) else { return };
                if let Some((_, doc)) = self.docs.get_mut(p.text_document.uri.as_str()) {
                    for c in p.content_changes {
                        doc.text.apply(c.range, &c.text);
                    }
                    doc.version = p.text_document.version;
                    doc.dirty = true;
                }
            }
            DidCloseTextDocument::METHOD => {
                let Ok(p) = serde_json::from_value::<lsp::DidCloseTextDocumentParams>(n.params) else { return };
                if let Some((uri, _)) = self.docs.remove(p.text_document.uri.as_str()) {
                    self.publish(uri, Vec::new(), None);
                }
            }
            _ => {}
        }
    }

    fn publish(&self, uri: lsp::Uri, diagnostics: Vec<lsp::Diagnostic>, version: Option<i32>) {
        let params = lsp::PublishDiagnosticsParams { uri, diagnostics, version };
        let n = Notification::new(lsp::notification::PublishDiagnostics::METHOD.into(), params);
        let _ = self.conn.sender.send(n.into());
    }

    /// Analyses a changed document and publishes its diagnostics.
    fn refresh(&mut self, key: &str) {
        let opts = self.opts.clone();
        let Some((uri, doc)) = self.docs.get_mut(key) else { return };
        doc.dirty = false;
        let started = std::time::Instant::now();
        let old = std::mem::take(&mut doc.analysis);
        let diags = match catch_unwind(AssertUnwindSafe(|| Analysis::new(&doc.text.text, &old, &opts))) {
            Ok(a) => {
                doc.analysis = a;
                features::diagnostics(uri, &doc.text, &doc.analysis)
            }
            Err(_) => vec![lsp::Diagnostic {
                message: "llmir-lsp: internal error while analysing this file".into(),
                severity: Some(lsp::DiagnosticSeverity::ERROR),
                source: Some("llmir".into()),
                ..Default::default()
            }],
        };
        let (uri, version) = (uri.clone(), doc.version);
        self.publish(uri, diags, Some(version));
        if std::env::var_os("LLMIR_LSP_TIMING").is_some() {
            eprintln!("llmir-lsp: version {version} published {:.0} ms after analysis began", started.elapsed().as_secs_f64() * 1e3);
        }
    }

    /// The document a request is about, brought up to date.
    fn doc(&mut self, uri: &lsp::Uri) -> Result<&Document, (ErrorCode, String)> {
        let key = uri.as_str().to_string();
        if self.docs.get(&key).is_some_and(|d| d.1.dirty) {
            self.refresh(&key);
        }
        self.docs
            .get(&key)
            .map(|d| &d.1)
            .ok_or((ErrorCode::InvalidParams, format!("llmir-lsp: '{}' is not open", uri.as_str())))
    }

    fn request(&mut self, req: Request) -> Result<serde_json::Value, (ErrorCode, String)> {
        use lsp::request::*;
        fn params<P: serde::de::DeserializeOwned>(v: serde_json::Value) -> Result<P, (ErrorCode, String)> {
            serde_json::from_value(v).map_err(|e| (ErrorCode::InvalidParams, e.to_string()))
        }
        fn json<T: serde::Serialize>(v: T) -> Result<serde_json::Value, (ErrorCode, String)> {
            serde_json::to_value(v).map_err(|e| (ErrorCode::InternalError, e.to_string()))
        }
        match req.method.as_str() {
            HoverRequest::METHOD => {
                let p: lsp::HoverParams = params(req.params)?;
                let pos = p.text_document_position_params;
                let doc = self.doc(&pos.text_document.uri)?;
                let off = doc.text.offset(pos.position);
                json(features::hover(&doc.text, &doc.analysis, off))
            }
            GotoDefinition::METHOD => {
                let p: lsp::GotoDefinitionParams = params(req.params)?;
                let pos = p.text_document_position_params;
                let doc = self.doc(&pos.text_document.uri)?;
                let off = doc.text.offset(pos.position);
                let loc = features::definition(&pos.text_document.uri, &doc.text, &doc.analysis, off);
                json(loc.map(lsp::GotoDefinitionResponse::Scalar))
            }
            References::METHOD => {
                let p: lsp::ReferenceParams = params(req.params)?;
                let pos = p.text_document_position;
                let doc = self.doc(&pos.text_document.uri)?;
                let off = doc.text.offset(pos.position);
                let with_decl = p.context.include_declaration;
                json(features::references(&pos.text_document.uri, &doc.text, &doc.analysis, off, with_decl))
            }
            DocumentSymbolRequest::METHOD => {
                let p: lsp::DocumentSymbolParams = params(req.params)?;
                let doc = self.doc(&p.text_document.uri)?;
                json(lsp::DocumentSymbolResponse::Nested(features::document_symbols(&doc.text, &doc.analysis)))
            }
            FoldingRangeRequest::METHOD => {
                let p: lsp::FoldingRangeParams = params(req.params)?;
                let doc = self.doc(&p.text_document.uri)?;
                json(features::folding_ranges(&doc.text, &doc.analysis))
            }
            Completion::METHOD => {
                let p: lsp::CompletionParams = params(req.params)?;
                let pos = p.text_document_position;
                let doc = self.doc(&pos.text_document.uri)?;
                let off = doc.text.offset(pos.position);
                let items = complete::completion(&doc.text, &doc.analysis, off);
                json(lsp::CompletionResponse::List(lsp::CompletionList { is_incomplete: false, items }))
            }
            _ => Err((ErrorCode::MethodNotFound, format!("llmir-lsp: no method '{}'", req.method))),
        }
    }
}

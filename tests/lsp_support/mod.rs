//! A Language Server Protocol client for the tests: it starts `llmir-lsp`
//! with pipes, writes requests and notifications, and reads the server's
//! messages on a thread so that a hung server fails a test (by timeout)
//! instead of hanging it.

use lsp_server::{Message, Notification, Request, RequestId};
use serde_json::{json, Value};
use std::io::BufReader;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver};
use std::time::{Duration, Instant};

/// How long any one answer may take before the test fails.
pub const TIMEOUT: Duration = Duration::from_secs(120);

pub struct Server {
    child: Child,
    stdin: ChildStdin,
    inbox: Receiver<Message>,
    next_id: i32,
    /// The last diagnostics published per URI: (version, diagnostics).
    pub published: std::collections::HashMap<String, (Option<i64>, Vec<Value>)>,
}

impl Server {
    pub fn start(args: &[&str]) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_llmir-lsp"))
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("llmir-lsp starts");
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, inbox) = channel();
        std::thread::spawn(move || {
            let mut r = BufReader::new(stdout);
            while let Ok(Some(m)) = Message::read(&mut r) {
                if tx.send(m).is_err() {
                    break;
                }
            }
        });
        let mut s = Server { child, stdin, inbox, next_id: 1, published: Default::default() };
        let caps = s.request("initialize", json!({"processId": null, "rootUri": null, "capabilities": {}}));
        assert_eq!(caps["serverInfo"]["name"], "llmir-lsp");
        s.notify("initialized", json!({}));
        s
    }

    pub fn notify(&mut self, method: &str, params: Value) {
        Message::Notification(Notification::new(method.into(), params)).write(&mut self.stdin).expect("server reads");
    }

    fn next(&mut self, deadline: Instant) -> Message {
        let left = deadline.saturating_duration_since(Instant::now());
        let m = self.inbox.recv_timeout(left).expect("llmir-lsp answered in time and did not exit");
        if let Message::Notification(n) = &m {
            if n.method == "textDocument/publishDiagnostics" {
                let uri = n.params["uri"].as_str().unwrap().to_string();
                let version = n.params["version"].as_i64();
                let diags = n.params["diagnostics"].as_array().cloned().unwrap_or_default();
                self.published.insert(uri, (version, diags));
            }
        }
        m
    }

    /// Sends a request and returns its result (panics on an error reply).
    pub fn request(&mut self, method: &str, params: Value) -> Value {
        self.try_request(method, params).unwrap_or_else(|e| panic!("{method} failed: {e}"))
    }

    pub fn try_request(&mut self, method: &str, params: Value) -> Result<Value, String> {
        let id = self.next_id;
        self.next_id += 1;
        Message::Request(Request::new(RequestId::from(id), method.into(), params)).write(&mut self.stdin).expect("server reads");
        let deadline = Instant::now() + TIMEOUT;
        loop {
            if let Message::Response(r) = self.next(deadline) {
                if r.id == RequestId::from(id) {
                    return r.response_result.map_err(|e| e.message);
                }
            }
        }
    }

    /// The diagnostics published for `version` of `uri`.
    pub fn diagnostics(&mut self, uri: &str, version: i64) -> Vec<Value> {
        let deadline = Instant::now() + TIMEOUT;
        loop {
            if let Some((Some(v), d)) = self.published.get(uri) {
                if *v == version {
                    return d.clone();
                }
            }
            self.next(deadline);
        }
    }

    pub fn open(&mut self, uri: &str, text: &str) {
        self.notify(
            "textDocument/didOpen",
            json!({"textDocument": {"uri": uri, "languageId": "mlir", "version": 1, "text": text}}),
        );
    }

    /// Replaces `[start, end)` (LSP positions) with `text` as version `version`.
    pub fn edit(&mut self, uri: &str, version: i64, start: (u32, u32), end: (u32, u32), text: &str) {
        self.notify(
            "textDocument/didChange",
            json!({"textDocument": {"uri": uri, "version": version}, "contentChanges": [{
                "range": {"start": {"line": start.0, "character": start.1}, "end": {"line": end.0, "character": end.1}},
                "text": text}]}),
        );
    }

    /// Asks for `method` at a position.
    pub fn at(&mut self, method: &str, uri: &str, pos: (u32, u32)) -> Value {
        let mut p = json!({"textDocument": {"uri": uri}, "position": {"line": pos.0, "character": pos.1}});
        if method == "textDocument/references" {
            p["context"] = json!({"includeDeclaration": true});
        }
        self.request(method, p)
    }

    /// `shutdown` then `exit`; the process must end with status 0.
    pub fn stop(mut self) {
        assert_eq!(self.request("shutdown", Value::Null), Value::Null);
        self.notify("exit", Value::Null);
        let deadline = Instant::now() + TIMEOUT;
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                assert!(status.success(), "llmir-lsp exited with {status}");
                return;
            }
            assert!(Instant::now() < deadline, "llmir-lsp did not exit");
            std::thread::sleep(Duration::from_millis(10));
        }
    }
}

/// The (line, character) of the `nth` occurrence of `needle` in `text`,
/// plus `delta` characters (ASCII text).
pub fn find(text: &str, needle: &str, nth: usize, delta: u32) -> (u32, u32) {
    let at = text.match_indices(needle).nth(nth).unwrap_or_else(|| panic!("'{needle}' #{nth} not in text")).0;
    let line = text[..at].matches('\n').count() as u32;
    let col = (at - text[..at].rfind('\n').map_or(0, |p| p + 1)) as u32;
    (line, col + delta)
}

/// The start (line, character) of an LSP range.
pub fn start(range: &Value) -> (u32, u32) {
    (range["start"]["line"].as_u64().unwrap() as u32, range["start"]["character"].as_u64().unwrap() as u32)
}

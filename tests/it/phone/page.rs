//! A browser page as the phone page tests drive it, whatever the engine: Chromium through its
//! debugging protocol ([`super::browser`]) or WebKit through WebDriver ([`super::webkit`]).
//! What a test checks on every screen (waiting for its pictures, controls a thumb can hit,
//! screenshots) is written once here.

use serde_json::{Value, json};
use std::time::Duration;

/// A phone held upright (a mid-range phone's page size in CSS pixels).
pub(super) const UPRIGHT: (u32, u32) = (390, 844);
/// The same phone held sideways.
pub(super) const SIDEWAYS: (u32, u32) = (844, 390);
/// Apple's and Google's smallest comfortable touch target, in CSS pixels.
pub(super) const SMALLEST_TARGET: f64 = 44.0;

/// The screenshots the docs show: engine, stage, and the name in `assets/screenshots/`.
const DOCS_SHOTS: &[(&str, &str, &str)] = &[
    ("chromium", "upright-hand", "phone-hand"),
    ("chromium", "upright-waiting", "phone-waiting"),
    ("chromium", "upright-vote", "phone-vote"),
    ("chromium", "upright-reveal", "phone-reveal"),
    ("chromium", "upright-bad-link", "phone-bad-link"),
    ("webkit", "upright-hand", "phone-webkit-hand"),
    ("webkit", "sideways-tell", "phone-webkit-sideways-tell"),
    ("webkit", "sideways-reveal", "phone-webkit-sideways-reveal"),
    ("chromium", "sideways-table", "phone-table-screen"),
];

/// One page in one browser engine.
pub(super) trait Page {
    /// `chromium` or `webkit` (screenshot names).
    fn engine(&self) -> &'static str;

    /// Opens `url` (a new document: the script starts again).
    async fn navigate(&mut self, url: &str);

    /// The value of a JavaScript expression in the page.
    async fn eval(&mut self, expression: &str) -> Value;

    /// Gives the page `width` x `height` CSS pixels.
    async fn resize(&mut self, width: u32, height: u32);

    /// Types `text` into the element `selector` as a keyboard would, then the return key if
    /// `enter`.
    async fn type_into(&mut self, selector: &str, text: &str, enter: bool);

    /// What the page shows, as a PNG.
    async fn screenshot_png(&mut self) -> Vec<u8>;

    /// Fails unless every control and picture on the page has a name a screen reader reads
    /// (`stage` names the moment).
    async fn assert_named(&mut self, stage: &str);

    /// Waits until `expression` is true in the page, for up to two minutes (a photo's answer
    /// waits for the laptop to find its cards, slow in a debug build on a busy machine);
    /// `what` names it if it never is.
    async fn until(&mut self, what: &str, expression: &str) {
        for _ in 0..2400 {
            if self.eval(expression).await == json!(true) {
                return;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        let text = self.eval("document.body.innerText").await;
        panic!("{}: the page never showed {what}: {text}", self.engine());
    }

    /// Clicks the first element matching `selector`.
    async fn click(&mut self, selector: &str) {
        let script = format!(
            "(() => {{ const e = document.querySelector({selector:?}); if (!e) return false; e.click(); return true; }})()"
        );
        assert_eq!(self.eval(&script).await, json!(true), "{selector}");
    }

    /// Every control on screen is at least [`SMALLEST_TARGET`] pixels each way.
    async fn assert_touch_targets(&mut self, stage: &str) {
        let small = self
            .eval(&format!(
                "[...document.querySelectorAll('button, input, [role=button], a')]\
                 .filter(e => e.getClientRects().length && getComputedStyle(e).visibility !== 'hidden')\
                 .map(e => [e.id || e.className || e.tagName, e.textContent.slice(0, 24), \
                 e.getBoundingClientRect().width, e.getBoundingClientRect().height])\
                 .filter(([, , w, h]) => w < {SMALLEST_TARGET} || h < {SMALLEST_TARGET})"
            ))
            .await;
        assert_eq!(
            small,
            json!([]),
            "{} {stage}: controls under 44 px",
            self.engine()
        );
    }

    /// A screenshot of `stage` once every card picture on screen has loaded. With
    /// `FABULA_PHONE_SHOTS=<folder>` it is written there as `<engine>-<stage>.png`; with
    /// `FABULA_WRITE_SCREENSHOTS=1`, those of [`DOCS_SHOTS`] go to `assets/screenshots/` for
    /// the docs.
    async fn screenshot(&mut self, stage: &str) {
        self.until(
            "its card pictures",
            "[...document.querySelectorAll('#main .card img')].every(i => i.complete && i.naturalWidth > 0)",
        )
        .await;
        // (A page that only waits, such as a latecomer's, may have no control at all.)
        self.assert_named(stage).await;
        // A picture loaded is drawn at the next frame or so.
        tokio::time::sleep(Duration::from_millis(150)).await;
        let png = self.screenshot_png().await;
        assert!(png.starts_with(b"\x89PNG"), "{stage}");
        if let Some(folder) = std::env::var_os("FABULA_PHONE_SHOTS") {
            let path = std::path::Path::new(&folder).join(format!("{}-{stage}.png", self.engine()));
            std::fs::write(path, &png).unwrap();
        }
        let docs = DOCS_SHOTS
            .iter()
            .find(|(engine, shot, _)| *engine == self.engine() && *shot == stage);
        if let Some((_, _, name)) = docs
            && std::env::var_os("FABULA_WRITE_SCREENSHOTS").is_some()
        {
            let path = format!(
                "{}/assets/screenshots/{name}.png",
                env!("CARGO_MANIFEST_DIR")
            );
            std::fs::write(path, png).unwrap();
        }
    }
}

//! A latecomer's join page in headless Chromium at a phone's size (loopback only): the form in
//! the phone's language with the table's language, a bad name refused, the wait for the end
//! of the turn, and the seat's page once the table says yes. With `FABULA_WRITE_SCREENSHOTS=1`
//! the screenshots go to `assets/screenshots/phone-join-*.png`.

use super::browser::{Browser, Tab};
use super::client::{config, host_of, runtime};
use super::page::Page;
use fabula::engine::{PlayerId, RuleSet};
use serde_json::json;

/// Types `name` in the join form and asks.
async fn ask(tab: &mut Tab, name: &str) {
    let script = format!(
        "(() => {{ const i = document.getElementById('join-name'); i.value = {name:?}; \
         document.querySelector('#main button.primary').click(); return true; }})()"
    );
    assert_eq!(tab.eval(&script).await, json!(true));
}

#[test]
fn phone_join_page_in_chromium_asks_waits_and_plays_the_seat() {
    let names = ["Ada", "Bo", "Cy"].map(str::to_owned).to_vec();
    let host = host_of(config(RuleSet::Classic, names, 11));
    let browser = Browser::start();
    let runtime = runtime();
    runtime.block_on(async {
        let mut tab = Tab::open(&browser.endpoint).await;
        let join = host.join_url_at(host.address().ip());
        assert!(join.starts_with("http://127.0.0.1:") && join.ends_with("/#join"));
        tab.call("Page.navigate", json!({"url": join})).await;
        tab.until("the join form", "!!document.getElementById('join-name')")
            .await;
        tab.until("the table's language", "document.getElementById('who').textContent === \"The table's language: English\"")
            .await;
        assert_eq!(tab.eval("document.getElementById('title').textContent").await, json!("Join the game"));
        tab.screenshot("join-form").await;
        // A name the table already has: refused at once, the form stays.
        ask(&mut tab, "bo").await;
        tab.until("the refusal", "document.querySelector('#main .note')?.textContent === 'bo is already at the table: choose another name.'")
            .await;
        assert!(host.join_requests().is_empty());
        ask(&mut tab, "Mia").await;
        tab.until("the wait", "document.querySelector('#main .joining')?.textContent === 'Asked to join as Mia: the table will answer at the end of the turn.'")
            .await;
        let asks = host.join_requests();
        assert_eq!(asks.len(), 1);
        assert_eq!(asks[0].name, "Mia");
        tab.screenshot("join-waiting").await;
        // Before the first turn, the table's yes seats her at once: the page is her seat's.
        host.decide_join("Mia", true);
        tab.until("Mia's seat", "document.getElementById('who').textContent === 'You are Mia'")
            .await;
        assert_eq!(tab.eval("location.hash").await, json!("#seat"));
        assert!(host.seat_url(PlayerId(3)).is_some());
        assert_eq!(host.snapshot().public.players.len(), 4);
        tab.until("the table's first move", "!!document.querySelector('#main button.primary')")
            .await;
        tab.screenshot("join-seated").await;
        // Her page plays: the first storyteller chosen from it.
        tab.click("#main button.primary").await;
        for _ in 0..400 {
            if host.snapshot().revision >= 2 {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(25)).await;
        }
        assert_eq!(host.snapshot().revision, 2, "the join, then Mia's move");
    });
    drop(browser);
}

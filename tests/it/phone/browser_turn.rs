//! The real phone page plays two turns in each browser engine: Chromium, and WebKit (the
//! engine of every iPhone browser). Held upright, Ada hands in a card (and takes it back once),
//! waits, votes and sees the reveal; turned sideways, she tells the next turn from a hand sized
//! to the screen's height and sends her clue with the keyboard's return key. The other seats
//! play from WebSocket clients. Then the links that are no seat (garbled, cut off, a stale
//! `#seat`) say so, and the table's own link shows the table. Every screen's controls are at
//! least 44 px; each stage is screenshot (see [`super::page`]).

use super::browser::{Browser, Tab};
use super::client::{Phone, config, host_of, runtime, token_of};
use super::page::{Page, SIDEWAYS, UPRIGHT};
use super::webkit::WebKit;
use fabula::engine::{Action, GameState, Phase, PlayerId, RuleSet};
use fabula::phones::PhoneHost;
use serde_json::{Value, json};
use std::time::Duration;

/// A seed whose first storyteller, chosen by chance, is Di: Ada (the browser) hands in and
/// votes in the first turn, and tells the second.
fn seed_where_di_tells(names: &[String]) -> u64 {
    (1..1000)
        .find(|seed| {
            let mut state =
                GameState::new(config(RuleSet::Classic, names.to_vec(), *seed)).unwrap();
            state
                .apply(Action::ChooseStoryteller { player: None })
                .unwrap();
            state.storyteller() == Some(PlayerId(3))
        })
        .unwrap()
}

/// The first card of a phone's hand, and the first slot that is not its own.
fn hand_card(state: &Value) -> u64 {
    state["view"]["hand"][0].as_u64().unwrap()
}

fn free_slot(state: &Value) -> u64 {
    let own = state["view"]["own_slots"].as_array().unwrap();
    (1..=12).find(|s| !own.contains(&json!(s))).unwrap()
}

async fn wait_revision(host: &PhoneHost, revision: usize) {
    for _ in 0..400 {
        if host.snapshot().revision >= revision {
            return;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    panic!("the game did not reach move {revision}");
}

/// A first visit while the game moves on: Ada's page opens as the first storyteller is
/// chosen and Di tells, so her hand is drawn three times while its pictures are on their way.
/// Returns when the last of them arrived and when the hand first showed every one, in
/// milliseconds after the page began to load (reported, not asserted: a benchmark's figure),
/// and how many pictures were fetched for how many cards.
async fn first_visit(page: &mut impl Page, host: &PhoneHost, others: &mut [Phone]) -> FirstPaint {
    page.navigate(&host.seat_url(PlayerId(0)).unwrap()).await;
    page.until(
        "the first state",
        "typeof state !== 'undefined' && state !== null",
    )
    .await;
    others[1].send(&json!({"do": "choose_storyteller"})).await;
    let di = others[2].wait_for(1).await;
    others[2]
        .send(&json!({"do": "tell", "card": hand_card(&di), "clue": "A quiet dawn"}))
        .await;
    wait_revision(host, 2).await;
    let shown = loop {
        let now = page
            .eval(
                "(() => { const imgs = [...document.querySelectorAll('#main .cards img')]; \
                 return state.rev === 2 && imgs.length >= 6 && imgs.every(i => i.complete && i.naturalWidth > 0) \
                 ? performance.now() : null; })()",
            )
            .await;
        if let Some(at) = now.as_f64() {
            break at;
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    };
    let fetched = page
        .eval(
            "(() => { const hand = state.view.hand.map(id => '/card/' + state.cards[id]); \
             const entries = performance.getEntriesByType('resource').filter(e => e.name.includes('/card/')); \
             const first = hand.map(n => Math.min(...entries.filter(e => e.name.endsWith(n)).map(e => e.responseEnd))); \
             return [Math.max(...first), entries.length, hand.length]; })()",
        )
        .await;
    FirstPaint {
        arrived: fetched[0].as_f64().unwrap_or(f64::NAN),
        shown,
        fetches: fetched[1].as_u64().unwrap(),
        cards: fetched[2].as_u64().unwrap(),
    }
}

/// What [`first_visit`] measured.
struct FirstPaint {
    arrived: f64,
    shown: f64,
    fetches: u64,
    cards: u64,
}

/// Turn one, upright: Ada hands in a card, takes it back, hands one in again, votes while Cy
/// votes, sees the reveal and starts the next turn.
async fn hand_in_and_vote(page: &mut impl Page, host: &PhoneHost, others: &mut [Phone]) {
    page.until(
        "the hand to choose from",
        "document.querySelectorAll('#main .card .zoom-button').length === 6",
    )
    .await;
    // Ada owes a card too: the line says so.
    page.until(
        "whom Ada waits for",
        "document.querySelector('#main .waiting')?.textContent === 'Waiting for you, Bo, Cy'",
    )
    .await;
    // Her turn nudged the phone; its chime starts off and, switched on, is remembered.
    page.until(
        "the chime switch",
        "document.querySelector('#chime')?.textContent === 'Turn chime: off'",
    )
    .await;
    page.click("#chime").await;
    page.until("the chime on", "document.querySelector('#chime').getAttribute('aria-pressed') === 'true' && localStorage.getItem('fabula-chime') === 'on'")
        .await;
    page.click("#main .card").await;
    page.until(
        "the chosen card",
        "!!document.querySelector('#main button.primary:not([disabled])')",
    )
    .await;
    page.assert_touch_targets("upright-hand").await;
    page.screenshot("upright-hand").await;
    page.click("#main button.primary").await;
    wait_revision(host, 3).await;
    // Nobody moved since: Ada may take her card back, and hands one in again.
    let take_back = "[...document.querySelectorAll('#main button')].find(b => b.textContent === 'Take back my move')";
    page.until("the take-back button", &format!("!!{take_back}"))
        .await;
    page.eval(&format!("{take_back}.click()")).await;
    page.until(
        "the hand again",
        "document.querySelectorAll('#main .card .zoom-button').length === 6",
    )
    .await;
    assert_eq!(
        host.snapshot().revision,
        2,
        "the card is back in Ada's hand"
    );
    page.click("#main .card").await;
    page.until(
        "the chosen card",
        "!!document.querySelector('#main button.primary:not([disabled])')",
    )
    .await;
    page.click("#main button.primary").await;
    wait_revision(host, 3).await;
    page.until(
        "whom Ada waits for",
        "document.querySelector('#main .waiting')?.textContent === 'Done: waiting for Bo, Cy'",
    )
    .await;
    page.assert_touch_targets("upright-waiting").await;
    page.screenshot("upright-waiting").await;
    for phone in &mut others[..2] {
        let state = phone.wait_for(3).await;
        phone
            .send(&json!({"do": "submit", "cards": [hand_card(&state)]}))
            .await;
    }
    wait_revision(host, 5).await;
    assert_eq!(host.snapshot().public.phase, Phase::Voting);
    // Ada votes.
    page.until(
        "the board to vote on",
        "document.querySelectorAll('#main .board .card:not([disabled]) .zoom-button').length === 3",
    )
    .await;
    page.click("#main .board .card:not([disabled])").await;
    // Cy votes meanwhile: Ada's choice stays.
    let cy = others[1].wait_for(5).await;
    others[1]
        .send(&json!({"do": "vote", "slots": [free_slot(&cy)]}))
        .await;
    wait_revision(host, 6).await;
    page.until(
        "Cy's vote counted",
        "document.getElementById('banner').textContent.includes('1 of 3')",
    )
    .await;
    page.until("the vote", "!!document.querySelector('#main .board .card.chosen') && !!document.querySelector('#main button.primary:not([disabled])')")
        .await;
    page.assert_touch_targets("upright-vote").await;
    page.screenshot("upright-vote").await;
    page.click("#main button.primary").await;
    wait_revision(host, 7).await;
    // Her vote stays marked until the reveal.
    page.until(
        "Ada's vote",
        "document.querySelector('#main .board .card.chosen .mark')?.textContent === 'Your vote'",
    )
    .await;
    let bo = others[0].wait_for(7).await;
    others[0]
        .send(&json!({"do": "vote", "slots": [free_slot(&bo)]}))
        .await;
    wait_revision(host, 8).await;
    assert_eq!(host.snapshot().public.phase, Phase::Reveal);
    page.until(
        "the reveal",
        "document.querySelectorAll('#main .caption').length === 4",
    )
    .await;
    // The turn's points with reasons, Ada's own first.
    page.until("the turn's points", "document.querySelectorAll('#main .turn-points tr').length === 4 && document.querySelector('#main .turn-points tr.mine')?.textContent.startsWith('Ada+')")
        .await;
    page.assert_touch_targets("upright-reveal").await;
    page.screenshot("upright-reveal").await;
    page.click("#main button.primary").await;
    wait_revision(host, 9).await;
}

/// Whether the hand, in a row that scrolls sideways, stands clear of the bar with the clue and
/// the buttons, and its first card is whole on screen and at least half the screen's height.
const HAND_FITS_SIDEWAYS: &str = "(() => { scrollTo(0, 0); \
    const row = document.querySelector('#main .cards').getBoundingClientRect(); \
    const bar = document.querySelector('#main .actions').getBoundingClientRect(); \
    const card = document.querySelector('#main .cards .card').getBoundingClientRect(); \
    const apart = row.right <= bar.left || row.left >= bar.right || row.bottom <= bar.top || row.top >= bar.bottom; \
    return apart && card.top >= 0 && card.bottom <= innerHeight && card.left >= 0 \
      && card.right <= row.right && card.height >= innerHeight / 2; })()";

/// Turn two, sideways: Ada tells, her clue sent by the return key (which, like the button,
/// waits for a card), waits while the others hand in and vote, and sees the reveal.
async fn tell_sideways(page: &mut impl Page, host: &PhoneHost, others: &mut [Phone]) {
    page.resize(SIDEWAYS.0, SIDEWAYS.1).await;
    assert_eq!(
        host.snapshot().public.storyteller,
        Some(PlayerId(0)),
        "Ada tells"
    );
    page.until("Ada's hand to tell from", "document.querySelectorAll('#main .cards .card').length === 6 && !!document.querySelector('#main .actions input')")
        .await;
    page.until("a hand that fits beside the bar", HAND_FITS_SIDEWAYS)
        .await;
    // The return key before a card is chosen: nothing is sent, as the button would not be.
    page.type_into("#main .actions input", "A quiet dusk", true)
        .await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(host.snapshot().revision, 9, "no clue without a card");
    page.click("#main .cards .card").await;
    page.until(
        "the chosen card",
        "!!document.querySelector('#main button.primary:not([disabled])')",
    )
    .await;
    page.until(
        "the clue kept",
        "document.querySelector('#main .actions input').value === 'A quiet dusk'",
    )
    .await;
    page.assert_touch_targets("sideways-tell").await;
    page.screenshot("sideways-tell").await;
    page.type_into("#main .actions input", "", true).await;
    wait_revision(host, 10).await;
    let told = host.record().actions[9].clone();
    assert!(
        matches!(&told, Action::Tell { player: PlayerId(0), clue, .. } if clue == "A quiet dusk"),
        "{told:?}"
    );
    for (i, phone) in others.iter_mut().enumerate() {
        let state = phone.wait_for(10 + i as u64).await;
        phone
            .send(&json!({"do": "submit", "cards": [hand_card(&state)]}))
            .await;
        wait_revision(host, 11 + i).await;
    }
    page.until(
        "the board Ada waits on",
        "document.querySelectorAll('#main .board .card').length === 4",
    )
    .await;
    page.assert_touch_targets("sideways-waiting").await;
    page.screenshot("sideways-waiting").await;
    for (i, phone) in others.iter_mut().enumerate() {
        let state = phone.wait_for(13 + i as u64).await;
        phone
            .send(&json!({"do": "vote", "slots": [free_slot(&state)]}))
            .await;
        wait_revision(host, 14 + i).await;
    }
    assert_eq!(host.snapshot().public.phase, Phase::Reveal);
    page.until(
        "the reveal",
        "document.querySelectorAll('#main .caption').length === 4",
    )
    .await;
    page.assert_touch_targets("sideways-reveal").await;
    page.screenshot("sideways-reveal").await;
}

/// Links that are no seat say so, and never pass for the table; the table's own link shows
/// the table, without a chime switch.
async fn links(page: &mut impl Page, host: &PhoneHost) {
    let seat = host.seat_url(PlayerId(1)).unwrap();
    let base = seat.split('#').next().unwrap().to_owned();
    let half = &seat[..seat.len() - 16];
    page.resize(UPRIGHT.0, UPRIGHT.1).await;
    for (link, stage) in [
        (format!("{base}#nonsense"), "bad-link"),
        (half.to_owned(), "cut-link"),
        (format!("{base}#seat"), "stale-link"),
    ] {
        page.navigate("about:blank").await;
        // A fresh start: nothing kept from Ada's seat.
        page.navigate(&link).await;
        page.until("the page", "document.readyState === 'complete'")
            .await;
        page.eval("(localStorage.clear(), sessionStorage.clear(), true)")
            .await;
        page.navigate("about:blank").await;
        page.navigate(&link).await;
        page.until(
            "that the link is no seat",
            "document.querySelector('#main .note')?.textContent.startsWith('This link is not a seat of this game')",
        )
        .await;
        assert_ne!(
            page.eval("document.getElementById('who').textContent")
                .await,
            json!("The table"),
            "{link}"
        );
        if stage == "bad-link" {
            page.screenshot("upright-bad-link").await;
        }
    }
    page.navigate("about:blank").await;
    page.resize(SIDEWAYS.0, SIDEWAYS.1).await;
    page.navigate(&host.table_screen_url()).await;
    page.until("the table", "document.getElementById('who').textContent === 'The table' && document.querySelectorAll('#main .caption').length === 4")
        .await;
    assert_eq!(
        page.eval("location.hash").await,
        json!("#screen"),
        "the code leaves the address bar"
    );
    assert_eq!(
        page.eval("document.getElementById('chime').hidden").await,
        json!(true)
    );
    assert_eq!(host.table_screens(), 1);
    page.assert_touch_targets("sideways-table").await;
    page.screenshot("sideways-table").await;
}

/// Plays both turns and the links in `page`, with Bo, Cy and Di on WebSocket clients.
async fn play(page: &mut impl Page) {
    let names: Vec<String> = ["Ada", "Bo", "Cy", "Di"].map(str::to_owned).to_vec();
    let host = host_of(config(
        RuleSet::Classic,
        names.clone(),
        seed_where_di_tells(&names),
    ));
    let mut others = Vec::new();
    for seat in 1..4 {
        others.push(Phone::join(host.address(), Some(&token_of(&host, seat))).await);
    }
    page.resize(UPRIGHT.0, UPRIGHT.1).await;
    let paint = first_visit(page, &host, &mut others).await;
    println!(
        "{}: first visit, the hand's pictures arrived by {:.0} ms and all showed at {:.0} ms; \
         {} pictures fetched for {} cards",
        page.engine(),
        paint.arrived,
        paint.shown,
        paint.fetches,
        paint.cards,
    );
    page.until(
        "Ada's name",
        "document.getElementById('who').textContent === 'You are Ada'",
    )
    .await;
    assert_eq!(
        page.eval("location.hash").await,
        json!("#seat"),
        "the token leaves the address bar"
    );
    hand_in_and_vote(page, &host, &mut others).await;
    tell_sideways(page, &host, &mut others).await;
    let record = host.record();
    let from_ada = record
        .actions
        .iter()
        .filter(|a| a.player() == Some(PlayerId(0)))
        .count();
    assert_eq!(from_ada, 3, "Ada's card, vote and clue came from the page");
    links(page, &host).await;
}

#[test]
fn phone_page_in_chromium_plays_upright_and_sideways() {
    let browser = Browser::start();
    runtime().block_on(async {
        let mut tab = Tab::open(&browser.endpoint).await;
        play(&mut tab).await;
    });
    drop(browser);
}

#[test]
fn phone_page_in_webkit_plays_upright_and_sideways() {
    runtime().block_on(async {
        let mut webkit = WebKit::start(UPRIGHT.0, UPRIGHT.1).await;
        play(&mut webkit).await;
    });
}

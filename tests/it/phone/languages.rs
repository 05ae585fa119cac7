//! Each phone in its own browser's language: the page's words, the table's lines in its
//! state messages and the refusals it gets, whatever the game's language.

use super::client::{Phone, host, http_get, token_of};
use fabula::engine::RuleSet;
use fabula::i18n::{Language, set_language};

#[test]
fn each_phone_reads_the_game_in_its_browsers_language() {
    let host = host(RuleSet::Classic, 4, 9);
    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(async {
        let address = host.address();
        let mut french = Phone::join_in(address, Some(&token_of(&host, 1)), Some("fr-FR")).await;
        let mut dutch = Phone::join_in(address, Some(&token_of(&host, 2)), Some("nl")).await;
        // A language the game does not speak: the game's own (English here).
        let mut other = Phone::join_in(address, Some(&token_of(&host, 3)), Some("de-DE")).await;
        assert_eq!(french.log[0]["lang"], "fr");
        assert_eq!(dutch.log[0]["lang"], "nl");
        assert_eq!(other.log[0]["lang"], "en");
        for (phone, language) in [
            (&mut french, Language::Fr),
            (&mut dutch, Language::Nl),
            (&mut other, Language::En),
        ] {
            let state = phone.wait_for(0).await;
            set_language(language);
            assert_eq!(state["title"], fabula::t!("table-new-game"), "{language:?}");
        }
        // The same wrong move, refused to each in its own words.
        let mut reasons = Vec::new();
        for phone in [&mut french, &mut dutch, &mut other] {
            phone.send(&serde_json::json!({"do": "next_turn"})).await;
            let answer = phone.answer().await.expect("an answer");
            assert_eq!(answer["type"], "refused");
            reasons.push(answer["reason"].as_str().unwrap().to_owned());
        }
        assert_ne!(reasons[0], reasons[2]);
        assert_ne!(reasons[1], reasons[2]);
        assert_ne!(reasons[0], reasons[1]);
        // The page's own words.
        let (status, body) = http_get(address, "/strings.json?lang=pt-BR", None).await;
        assert_eq!(status, 200);
        set_language(Language::PtBr);
        let hand = fabula::t!("phone-page-hand");
        assert!(String::from_utf8(body).unwrap().contains(&hand), "{hand}");
    });
    // Test threads may be reused: leave this one as the others expect it.
    set_language(Language::En);
}

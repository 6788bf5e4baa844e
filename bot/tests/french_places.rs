//! French place names read as French (issue 13): Uprising district names take their article
//! and contract with « de » and « à » (« de l'Aéroport international », « du Parc », « des
//! Projets », « au Quartier financier »), and agree in gender (« la Cité polluée est
//! libérée »). The article and gender of each name are the catalog's `-lieu-*` terms; the
//! catalog's functions `LE`, `LE_MAJ`, `DE`, `A` and `GENRE` apply them. English is
//! untouched. The 2016 tile names (`names.ftl`) have their terms too.
#![allow(clippy::unwrap_used)]

use bot::i18n::Catalog;
use bot::t;
use engine::uprising::data::data;

/// Every district name of every Uprising tile, both faces, has its article in French:
/// `LE` changes each (a name without a term would pass through bare).
#[test]
fn every_uprising_district_has_its_french_article() {
    let fr = Catalog::for_locale("fr");
    let mut missing = Vec::new();
    for tile in &data().tiles {
        for side in std::iter::once(&tile.repressed).chain(tile.liberated.as_ref()) {
            let name = format!("{} (B3)", side.name_fr);
            let line = t!(fr, "up-ev-van-deployed", district = name.as_str());
            if line.contains(&format!("dans {name}")) {
                missing.push(side.name_fr.clone());
            }
        }
    }
    assert!(missing.is_empty(), "no article for {missing:?}");
}

#[test]
fn french_lines_contract_and_agree() {
    let fr = Catalog::for_locale("fr");
    let moved = |from: &str, to: &str| {
        t!(
            fr,
            "up-ev-moved",
            faction = "Voisins",
            count = 2u8,
            from = from,
            to = to
        )
    };
    assert_eq!(
        moved("Aéroport international (C1)", "Le Parc (D5)"),
        "Les Voisins déplacent 2 blocs de l'Aéroport international (C1) vers le Parc (D5)."
    );
    assert_eq!(
        moved("Le Parc (D5)", "Cité polluée (D4)"),
        "Les Voisins déplacent 2 blocs du Parc (D5) vers la Cité polluée (D4)."
    );
    assert_eq!(
        moved("Les Projets (E2)", "Jardins partagés (A1)"),
        "Les Voisins déplacent 2 blocs des Projets (E2) vers les Jardins partagés (A1)."
    );
    assert_eq!(
        t!(
            fr,
            "up-narr-van-moved",
            from = "La Place (E4)",
            to = "Quartier financier (A3)"
        ),
        "Le fourgon roule de la Place (E4) au Quartier financier (A3) par le plus court chemin, \
         en dégageant les barricades sur sa route (U-VAN-3, U-VAN-4)."
    );
    assert_district_lines(&[
        (
            "up-ev-liberated",
            "Cité polluée (D4)",
            "🎉 La Cité polluée (D4) est libérée !",
        ),
        (
            "up-ev-liberated",
            "Jardins partagés (A1)",
            "🎉 Les Jardins partagés (A1) sont libérés !",
        ),
    ]);
    assert_eq!(
        t!(
            fr,
            "up-ev-liberated",
            district = "Aéroport international (C1)"
        ),
        "🎉 L'Aéroport international (C1) est libéré !"
    );
    assert_eq!(
        t!(
            fr,
            "up-label-barricade",
            from = "Le Parc (D5)",
            toward = "Cité polluée (D4), Aéroport international (C1)",
            die = 3
        ),
        "Barricader depuis le Parc (D5) vers la Cité polluée (D4), l'Aéroport international (C1) (dé 3)"
    );
    // A name the catalog does not know keeps the bare preposition, as before.
    assert_eq!(
        moved("B3", "Nulle part (A1)"),
        "Les Voisins déplacent 2 blocs de B3 vers Nulle part (A1)."
    );
    // English is untouched.
    let en = Catalog::for_locale("en-US");
    assert_eq!(
        t!(
            en,
            "up-ev-moved",
            faction = "Neighbors",
            count = "2 blocs",
            from = "International Airport (C1)",
            to = "The Park (D5)"
        ),
        "The Neighbors move 2 blocs from International Airport (C1) to The Park (D5)."
    );
}

/// Every 2016 tile name has its article in French (issue 13's leftover: « partent de Le
/// parc » became « partent du parc »).
#[test]
fn every_2016_district_has_its_french_article() {
    let fr = Catalog::for_locale("fr");
    let mut missing = Vec::new();
    for tile in &engine::Rules::embedded().tiles {
        let name = fr.tr(&format!("bxb2016-name-tile-{}", tile.key), &[]);
        let place = format!("{name} (B3)");
        let line = t!(fr, "ev-van-placed", district = place.as_str());
        if line.contains(&format!("dans {place}")) {
            missing.push(name);
        }
    }
    assert!(missing.is_empty(), "no article for {missing:?}");
}

#[test]
fn french_2016_lines_contract_and_agree() {
    let fr = Catalog::for_locale("fr");
    assert_eq!(
        t!(
            fr,
            "ev-start-chosen",
            faction = "Travailleurs",
            district = "Le parc (B5)"
        ),
        "Les Travailleurs partent du parc (B5)."
    );
    assert_eq!(
        t!(
            fr,
            "ev-moved",
            faction = "Étudiants",
            count = 2,
            from = "Université privatisée (A1)",
            to = "La cité (C3)"
        ),
        "Les Étudiants déplacent 2 blocs de l'Université privatisée (A1) vers la cité (C3)."
    );
    assert_district_lines(&[
        (
            "ev-liberated",
            "La cité (C3)",
            "✊ La cité (C3) est **libérée** !",
        ),
        (
            "ev-liberated",
            "Le stade (D2)",
            "✊ Le stade (D2) est **libéré** !",
        ),
        (
            "warn-one-more",
            "Prison surpeuplée (E1)",
            "il manque un bloc à la Prison surpeuplée (E1) pour être libérée au lever du soleil (R-LIB-2).",
        ),
        (
            "bxb2016-err-loot-no-shop",
            "Le stade (D2)",
            "Le stade (D2) n'a pas de centre commercial à piller",
        ),
    ]);
}

/// Each French message `id` with this `district` reads `line`.
fn assert_district_lines(cases: &[(&str, &str, &str)]) {
    let fr = Catalog::for_locale("fr");
    for &(id, district, line) in cases {
        let args = [("district", bot::i18n::Arg::from(district))];
        assert_eq!(fr.tr(id, &args), line, "{id}");
    }
}

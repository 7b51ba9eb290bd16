import { graphql } from "gatsby"

/**
 * What every page shows around its own content, in the page's language: the clinic's facts and sentences
 * (data/site.yaml with data/site.fr.yaml's words in French), the interface's words and the entries the footer and the
 * structured data list. Every page query spreads it with its `$language` (the page context's), so a page carries its
 * own language's words and never the other's (a static query cannot take the page's language). wrapPageElement puts it
 * in the page-frame context the hooks read (src/hooks/use-page-frame.ts).
 */
export const pageFrameFragment = graphql`
  fragment PageFrame on Query {
    languageSite: siteYaml(language: { eq: $language }) {
      brand {
        name
        legalName
        shortName
        tagline
        blurb
        logo
      }
      phone {
        display
        href
        e164
      }
      address {
        street
        locality
        region
        regionCode
        postalCode
        country
        confirmed
      }
      geo {
        latitude
        longitude
      }
      hours {
        days
        opens
        closes
      }
      hoursText
      portal {
        loginUrl
        signupUrl
      }
      seo {
        defaultTitle
        titleTemplate
        defaultDescription
        defaultKeywords
        shareImage
        shareImageAlt
      }
      nav {
        name
        path
        hasDropdown
      }
      servicesMenu {
        name
        path
        icon
      }
      footer {
        navigation {
          name
          path
          hiddenContext
        }
        legal {
          name
          path
          hiddenContext
        }
        moreLocations {
          name
          path
          hiddenContext
        }
        allConditions {
          name
          path
          hiddenContext
        }
        allMedications {
          name
          path
          hiddenContext
        }
      }
      breadcrumbs {
        label
        home
      }
      seal {
        href
        image
        alt
      }
      email {
        address
      }
      emailService {
        name
        location
      }
      fees {
        sickNote
        form
        uninsuredVisit
      }
      claims {
        registrationTime
        bookingTime
        onlineBooking
        visitLength
        waits {
          sameDay
          mentalHealth
          womensHealth
        }
        rescheduleWindow
        minimumSpeed
        prescriptionTiming
        replyTime
        stepCount
      }
      coverage {
        insured
        withFee
        notInsured
        medication
      }
      youthLine {
        name
        phone
        text
        availability
        summary
      }
      adviceLine {
        name
        phone
      }
      crisisLine {
        name
        phone
        text
        availability
        summary
      }
      therapistTitle {
        singular
        plural
      }
      compliance {
        showTestimonials
        showMedicationPages
      }
      dataResidency
    }
    languageInterface: interfaceYaml(language: { eq: $language }) {
      layout {
        loading
        skipLink
        mainNavLabel
        menu
        patientLogin
        signUp
        portalHint
        printPhone
        signUpNow
        bookAppointment
        placeholder
        otherLanguage
      }
      footer {
        contact
        navigation
        locations
        services
        conditions
        medications
        copyright
      }
      errorScreen {
        title
        homeButton
      }
      consent {
        label
        text
        privacyLink
        accept
        decline
        reopen
      }
      sections {
        crisis {
          heading
          text
          emergencyNumber
          notForEmergencies
        }
        clinicalReview {
          label
          disclaimer
          reviewedBy
          reviewPending
          policy
          policyLink
        }
        medicationAbout {
          howItWorks
          dosages
          safety
          whoShouldNotTake
          sideEffects
          urgentHelp
        }
        symptoms {
          important
        }
        testimonials {
          carousel
          positionOne
          positionMany
          previous
          next
          sample
        }
        medicationCategories {
          title
          linksLabel
        }
        cityLocal {
          publicHealth
        }
        hero {
          badge
          bookAppointment
          bookConsultation
        }
      }
    }
    # the footer's first five cities, conditions and medications in list order (FOOTER_ENTRIES, src/lib/entry-lists.ts),
    # not every entry: each page's data is fetched on every visit to it
    languageCities: allCitiesYaml(filter: { language: { eq: $language } }, sort: [{ order: ASC }, { slug: ASC }], limit: 5) {
      nodes {
        slug
        city
        order
      }
    }
    languageServices: allServicesYaml(filter: { language: { eq: $language } }) {
      nodes {
        slug
        name
        order
      }
    }
    languageConditions: allConditionsYaml(
      filter: { language: { eq: $language } }
      sort: [{ order: ASC }, { slug: ASC }]
      limit: 5
    ) {
      nodes {
        slug
        name
        shortName
        order
      }
    }
    languageMedications: allMedicationsYaml(
      filter: { language: { eq: $language } }
      sort: [{ order: ASC }, { slug: ASC }]
      limit: 5
    ) {
      nodes {
        slug
        name
        order
      }
    }
  }
`

export type PageFrameData = Queries.PageFrameFragment

import { graphql, useStaticQuery } from "gatsby"
import { factValues, fillFacts } from "../lib/facts"

export const useSiteData = () => {
  const { siteYaml } = useStaticQuery<Queries.SiteDataQuery>(graphql`
    query SiteData {
      siteYaml {
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
        }
        compliance {
          showTestimonials
          showMedicationPages
        }
        dataResidency
      }
    }
  `)
  if (!siteYaml) throw new Error("data/site.yaml is missing: every page reads the clinic's facts from it")
  return siteYaml
}

export type SiteData = ReturnType<typeof useSiteData>

/** Fills {phone}, {hours} and the other fact tokens of page copy from data/site.yaml. */
export const useFacts = () => {
  const site = useSiteData()
  const values = factValues(site)
  return (text: string) => fillFacts(text, values)
}

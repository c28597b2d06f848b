using DiceRolling.Attributes;
using DiceRolling.Stores;

namespace DiceRolling.Helpers;

/// <summary>
/// Funções auxiliares para localizar atributos num <see cref="AttributesStore"/>.
/// </summary>
public static class AttributesHelper
{
    /// <summary>Procura um atributo pelo nome, sem diferenciar maiúsculas de minúsculas.</summary>
    /// <param name="config">Estoque de atributos onde procurar.</param>
    /// <param name="attributeName">Nome do atributo, por exemplo <c>"Health"</c> ou <c>"speed"</c>.</param>
    /// <returns>O atributo encontrado, ou <see langword="null"/> se nenhum tiver esse nome.</returns>
    /// <example>
    /// <code>
    /// AttributeType? vida = AttributesHelper.GetAttributeType(AttributesStore.Instance, "health");
    /// </code>
    /// </example>
    public static AttributeType? GetAttributeType(AttributesStore config, string attributeName) => throw null;
}
